import { z } from 'zod'
import { CONTACT_LIST_SORT_FIELDS, type ContactListSortField } from '@/shared/contactLists/contactListTypes'
import { given, platformId, wholeNumber } from '@/server/http/queryParams'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  outboundListsQuerySchema
} from '@/server/outboundLists/outboundListsQuerySchema'
import type { OutboundListsQuery } from '@/server/outboundLists/selectListRows'

/** GET /api/contact-lists's query (outboundListsQuerySchema). */
export const contactListsQuerySchema = outboundListsQuerySchema(CONTACT_LIST_SORT_FIELDS, 'name:asc')
export type ContactListsQuery = OutboundListsQuery<ContactListSortField>

/** A list's id in the address (`/api/contact-lists/{id}`). */
export const contactListIdQuerySchema = z.strictObject({ id: platformId('id') })

/** GET /api/contact-lists/{id}/contacts: q (any text column contains), page, pageSize (1–100). */
export const contactsQuerySchema = z
  .strictObject({
    id: platformId('id'),
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    page: given('page', wholeNumber('page', 1, 1_000_000)),
    pageSize: given('pageSize', wholeNumber('pageSize', 1, MAX_PAGE_SIZE))
  })
  .transform(query => ({
    id: query.id,
    q: (query.q ?? '').trim(),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE
  }))
export type ContactsQuery = z.output<typeof contactsQuerySchema>

/** GET /api/contact-lists/{id}/export: the whole list, or (`q`) the contacts a search finds. */
export const exportQuerySchema = z.strictObject({
  id: platformId('id'),
  q: given('q', z.string().max(100, 'q may be 100 characters at most.'))
})

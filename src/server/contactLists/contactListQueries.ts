import { z } from 'zod'
import type { SortDirection } from '@/shared/lists/listTypes'
import {
  CONTACT_LIST_SORT_FIELDS,
  CONTACT_LIST_USAGES,
  type ContactListSortField
} from '@/shared/contactLists/contactListTypes'
import { given, wholeNumber } from '@/server/http/queryParams'

export const MAX_PAGE_SIZE = 100
const DEFAULT_PAGE_SIZE = 25
const DEFAULT_SORT = 'name:asc'
const sortPattern = new RegExp(`^(${CONTACT_LIST_SORT_FIELDS.join('|')})(:(asc|desc))?$`)
const platformId = (name: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be a Genesys Cloud id.`)

/**
 * GET /api/contact-lists's query: q (name contains, any case), usage (used, running, unused), divisionId, page,
 * pageSize (1–100), sort (`field` or `field:asc|desc`). Unknown parameters are refused.
 */
export const contactListsQuerySchema = z
  .strictObject({
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    usage: given(
      'usage',
      z.enum(CONTACT_LIST_USAGES, { error: `usage must be one of ${CONTACT_LIST_USAGES.join(', ')}.` })
    ),
    divisionId: given('divisionId', platformId('divisionId')),
    page: given('page', wholeNumber('page', 1, 1_000_000)),
    pageSize: given('pageSize', wholeNumber('pageSize', 1, MAX_PAGE_SIZE)),
    sort: given(
      'sort',
      z
        .string()
        .regex(
          sortPattern,
          `sort must be one of ${CONTACT_LIST_SORT_FIELDS.join(', ')}, optionally with :asc or :desc.`
        )
    )
  })
  .transform(query => {
    const [field, direction = 'asc'] = (query.sort ?? DEFAULT_SORT).split(':')
    return {
      q: (query.q ?? '').trim(),
      usage: query.usage ?? null,
      divisionId: query.divisionId ?? null,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: `${field}:${direction}` as `${ContactListSortField}:${SortDirection}`
    }
  })
export type ContactListsQuery = z.output<typeof contactListsQuerySchema>

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

import { z } from 'zod'
import { DNC_LIST_SORT_FIELDS, type DncListSortField } from '@/shared/dncLists/dncListTypes'
import { platformId } from '@/server/http/queryParams'
import { outboundListsQuerySchema } from '@/server/outboundLists/outboundListsQuerySchema'
import type { OutboundListsQuery } from '@/server/outboundLists/selectListRows'

/** GET /api/dnc-lists's query (outboundListsQuerySchema). */
export const dncListsQuerySchema = outboundListsQuerySchema(DNC_LIST_SORT_FIELDS, 'name:asc')
export type DncListsQuery = OutboundListsQuery<DncListSortField>

/** A list's id in the address (`/api/dnc-lists/{id}`, `…/numbers`, `…/export`). */
export const dncListIdQuerySchema = z.strictObject({ id: platformId('id') })

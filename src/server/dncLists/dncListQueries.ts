import { z } from 'zod'
import type { SortDirection } from '@/shared/lists/listTypes'
import { DNC_LIST_SORT_FIELDS, DNC_LIST_USAGES, type DncListSortField } from '@/shared/dncLists/dncListTypes'
import { given, wholeNumber } from '@/server/http/queryParams'

export const MAX_PAGE_SIZE = 100
const DEFAULT_PAGE_SIZE = 25
const DEFAULT_SORT = 'name:asc'
const sortPattern = new RegExp(`^(${DNC_LIST_SORT_FIELDS.join('|')})(:(asc|desc))?$`)
const platformId = (name: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be a Genesys Cloud id.`)

/**
 * GET /api/dnc-lists's query: q (name contains, any case), usage (used, running, unused), divisionId, page,
 * pageSize (1–100), sort (`field` or `field:asc|desc`). Unknown parameters are refused.
 */
export const dncListsQuerySchema = z
  .strictObject({
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    usage: given(
      'usage',
      z.enum(DNC_LIST_USAGES, { error: `usage must be one of ${DNC_LIST_USAGES.join(', ')}.` })
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
          `sort must be one of ${DNC_LIST_SORT_FIELDS.join(', ')}, optionally with :asc or :desc.`
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
      sort: `${field}:${direction}` as `${DncListSortField}:${SortDirection}`
    }
  })
export type DncListsQuery = z.output<typeof dncListsQuerySchema>

/** A list's id in the address (`/api/dnc-lists/{id}`, `…/numbers`, `…/export`). */
export const dncListIdQuerySchema = z.strictObject({ id: platformId('id') })

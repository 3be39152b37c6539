import { z } from 'zod'
import type { SortDirection } from '@/shared/lists/listTypes'
import { appliedSort, given, listQueryFields, platformId } from '@/server/http/queryParams'
import { LIST_USAGES, type OutboundListsQuery } from './selectListRows'

export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 25

/**
 * A list screen's query (GET /api/contact-lists, /api/dnc-lists): q (name contains, any case), usage (used,
 * running, unused), divisionId, page, pageSize (1–100), sort (`field` or `field:asc|desc`, `defaultSort`
 * unless said). Unknown parameters are refused.
 */
export function outboundListsQuerySchema<F extends string>(
  sortFields: readonly F[],
  defaultSort: `${F}:${SortDirection}`
): z.ZodType<OutboundListsQuery<F>, unknown> {
  const fields = listQueryFields(sortFields, MAX_PAGE_SIZE)
  return z
    .strictObject({
      q: fields.q,
      usage: given(
        'usage',
        z.enum(LIST_USAGES, { error: `usage must be one of ${LIST_USAGES.join(', ')}.` })
      ),
      divisionId: given('divisionId', platformId('divisionId')),
      page: fields.page,
      pageSize: fields.pageSize,
      sort: fields.sort
    })
    .transform(query => ({
      q: (query.q ?? '').trim(),
      usage: query.usage ?? null,
      divisionId: query.divisionId ?? null,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: appliedSort<F>(query.sort, defaultSort)
    }))
}

import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  type CampaignSortField,
  DIALING_MODES
} from '@/shared/campaigns/campaignTypes'

import {
  FILTER_FIELDS,
  initialOverviewQuery,
  type OverviewQuery,
  PAGE_SIZES,
  toOverviewParams
} from './overviewQuery'

/** The address bar's query (Next's `router.query`): a value may come once, several times or not at all. */
export type UrlQuery = Record<string, string | string[] | undefined>

// Ids of divisions and contact lists are the platform's UUIDs; anything far longer is not one.
const MAX_ID_LENGTH = 64
const MAX_IDS = 50
const MAX_SEARCH_LENGTH = 200

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const listOf = (value: string | string[] | undefined) =>
  [
    ...new Set(
      (Array.isArray(value) ? value : value ? [value] : [])
        .flatMap(part => part.split(','))
        .map(part => part.trim())
        .filter(part => part !== '' && part.length <= MAX_ID_LENGTH)
    )
  ].slice(0, MAX_IDS)
const oneOf = <T extends string>(allowed: readonly T[], values: string[]) =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value))

/**
 * The overview's query as the address bar holds it (so that a reload, a shared link or coming back from a
 * campaign keeps the search, filters, order and page). Anything unknown or malformed is left at its default,
 * never an error: an old bookmark still opens the overview.
 */
export function overviewQueryFromUrl(url: UrlQuery): OverviewQuery {
  const query: OverviewQuery = { ...initialOverviewQuery }
  const q = first(url.q)?.trim()
  if (q) query.q = q.slice(0, MAX_SEARCH_LENGTH)
  query.status = oneOf(CAMPAIGN_STATUSES, listOf(url.status))
  query.dialingMode = oneOf(DIALING_MODES, listOf(url.dialingMode))
  query.divisionId = listOf(url.divisionId)
  query.contactListId = listOf(url.contactListId)
  const [field, direction] = (first(url.sort) ?? '').split(':')
  if ((CAMPAIGN_SORT_FIELDS as readonly string[]).includes(field ?? '')) {
    query.sortField = field as CampaignSortField
    query.sortDirection = direction === 'desc' ? 'desc' : 'asc'
  }
  const pageSize = Number(first(url.pageSize))
  if ((PAGE_SIZES as readonly number[]).includes(pageSize)) query.pageSize = pageSize
  const page = Number(first(url.page))
  if (Number.isSafeInteger(page) && page > 1) query.page = page
  return query
}

/**
 * The overview's query for the address bar: the API's parameters (toOverviewParams: lists comma-separated,
 * empty search and filters left out) without those that hold their default value.
 */
export function overviewQueryToUrl(query: OverviewQuery): Record<string, string> {
  const defaults = toOverviewParams(initialOverviewQuery)
  return Object.fromEntries(
    Object.entries(toOverviewParams(query))
      .filter(([key, value]) => value !== defaults[key])
      .map(([key, value]) => [key, String(value)])
  )
}

/** The same as a search string (`?q=…`, or '' for the defaults). */
export function overviewSearchOf(query: OverviewQuery): string {
  const search = new URLSearchParams(overviewQueryToUrl(query)).toString()
  return search ? `?${search}` : ''
}

/** The address's parameters that belong to the overview (all others are left as they are). */
const OVERVIEW_KEYS = ['q', ...FILTER_FIELDS, 'sort', 'page', 'pageSize']

/**
 * The address's search string with the overview's parameters set to the query: parameters of anyone else
 * (a link's own, a campaign tool's) stay, first and in their order; the overview's follow.
 */
export function withOverviewQuery(search: string, query: OverviewQuery): string {
  const params = new URLSearchParams(search)
  for (const key of OVERVIEW_KEYS) params.delete(key)
  for (const [key, value] of Object.entries(overviewQueryToUrl(query))) params.append(key, value)
  const merged = params.toString()
  return merged ? `?${merged}` : ''
}

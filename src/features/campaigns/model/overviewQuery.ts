import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  type CampaignSortField,
  type CampaignStatus,
  DIALING_MODES,
  type DialingMode
} from '@/shared/campaigns/campaignTypes'
import type { SortDirection } from '@/shared/lists/listTypes'
import type { ListDefinition } from '@/shared/ui/list/model/listDefinition'
import { type ListQuery, reduceListQuery, toListParams } from '@/shared/ui/list/model/listQuery'

export type { SortDirection }

/** The overview's multi-select filters (each a list; empty: any). */
export interface OverviewFilters {
  status: CampaignStatus[]
  dialingMode: DialingMode[]
  divisionId: string[]
  contactListId: string[]
}
export type FilterField = keyof OverviewFilters
export const FILTER_FIELDS: readonly FilterField[] = ['status', 'dialingMode', 'divisionId', 'contactListId']

/** What the overview asks for: the search, the filters, the page and the order. */
export interface OverviewQuery extends OverviewFilters {
  q: string
  sortField: CampaignSortField
  sortDirection: SortDirection
  /** from 1 */
  page: number
  pageSize: number
}

/**
 * Rows a page: the grid's rows are virtualised, so a wall can hold every campaign of an organisation in one
 * scroll (up to the server's largest page, 2,000).
 */
export const PAGE_SIZES = [25, 50, 100, 500, 2000] as const
/** Cards (below 900 px) are all in the page, not virtualised: at most 100 a page. */
export const CARD_PAGE_SIZES = [25, 50, 100] as const
const MAX_CARD_PAGE_SIZE = 100

/** The query as the cards show it: a larger page is shown 100 at a time, from the same first campaign on. */
export function forCards(query: OverviewQuery): OverviewQuery {
  if (query.pageSize <= MAX_CARD_PAGE_SIZE) return query
  const first = (query.page - 1) * query.pageSize
  return { ...query, pageSize: MAX_CARD_PAGE_SIZE, page: Math.floor(first / MAX_CARD_PAGE_SIZE) + 1 }
}

/** The query the page asks for at its width: below 900 px (`narrow`) the cards' (`forCards`). */
export const shownQuery = (query: OverviewQuery, narrow: boolean): OverviewQuery =>
  narrow ? forCards(query) : query

export const initialOverviewQuery: OverviewQuery = {
  q: '',
  status: [],
  dialingMode: [],
  divisionId: [],
  contactListId: [],
  sortField: 'name',
  sortDirection: 'asc',
  page: 1,
  pageSize: 25
}

/** The overview as a list (the list-screen module's query, address and parameters rules). */
export const CAMPAIGNS_LIST: ListDefinition = {
  id: 'campaigns',
  texts: 'overview',
  filters: [
    { field: 'status', values: CAMPAIGN_STATUSES, multiple: true, ...filterTexts('status') },
    { field: 'dialingMode', values: DIALING_MODES, multiple: true, ...filterTexts('dialingMode') },
    { field: 'divisionId', values: null, multiple: true, ...filterTexts('divisionId') },
    { field: 'contactListId', values: null, multiple: true, ...filterTexts('contactListId') }
  ],
  sortFields: CAMPAIGN_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  // The first click sorts dates, progress and pace from the highest (newest, furthest along, fastest) down;
  // every other column starts ascending, time left (`eta`) too: soonest done first.
  descendingFirst: ['dateModified', 'progress', 'pace'],
  pageSizes: PAGE_SIZES
}

function filterTexts(field: FilterField) {
  return { label: `filters.${field}`, anyLabel: 'filters.any', valueLabels: `filters.${field}Values` }
}

/** The overview's query in the list module's terms, and back. */
export const toListQuery = (query: OverviewQuery): ListQuery => ({
  q: query.q,
  filters: Object.fromEntries(FILTER_FIELDS.map(field => [field, query[field]])),
  sortField: query.sortField,
  sortDirection: query.sortDirection,
  page: query.page,
  pageSize: query.pageSize
})
export const fromListQuery = (query: ListQuery): OverviewQuery => ({
  q: query.q,
  status: [...(query.filters.status ?? [])] as CampaignStatus[],
  dialingMode: [...(query.filters.dialingMode ?? [])] as DialingMode[],
  divisionId: [...(query.filters.divisionId ?? [])],
  contactListId: [...(query.filters.contactListId ?? [])],
  sortField: (query.sortField ?? 'name') as CampaignSortField,
  sortDirection: query.sortDirection,
  page: query.page,
  pageSize: query.pageSize
})

export type OverviewQueryAction =
  | { type: 'search'; q: string }
  | { type: 'filter'; field: FilterField; values: string[] }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; field: CampaignSortField }

/**
 * Any change of search, filter, page size or order starts again at page 1; the same column again turns the
 * direction (the list module's rule). An action that changes nothing answers the same object, so no request is
 * made for it.
 */
export function overviewQueryReducer(query: OverviewQuery, action: OverviewQueryAction): OverviewQuery {
  const before = toListQuery(query)
  const after = reduceListQuery(CAMPAIGNS_LIST, before, action)
  return after === before ? query : fromListQuery(after)
}

/** GET /api/campaigns's query: lists comma-separated, empty search and filters left out. */
export const toOverviewParams = (query: OverviewQuery): Record<string, string | number> =>
  toListParams(CAMPAIGNS_LIST, toListQuery(query))

export const isFiltered = (query: OverviewQuery) =>
  query.q !== '' || FILTER_FIELDS.some(field => query[field].length > 0)

/**
 * What the overview page asks GET /api/campaigns: the query's parameters, always the active campaigns' live
 * performance (`performance`), `live` while the platform's events arrive (the server may then read progress
 * less often) and `recheck` for figures of now. The answer asked for ahead of the page (overviewPrefetch) is
 * asked the same way, or the page could not use it.
 */
export const overviewRequestParams = (
  params: Record<string, string | number>,
  { live = false, recheck = false }: { live?: boolean; recheck?: boolean } = {}
): Record<string, string | number> => ({
  ...params,
  performance: 1,
  ...(live ? { live: 1 } : {}),
  ...(recheck ? { recheck: 1 } : {})
})

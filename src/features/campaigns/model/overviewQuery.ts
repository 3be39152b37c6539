import type { CampaignSortField, CampaignStatus, DialingMode } from '@/shared/campaigns/campaignTypes'

export type SortDirection = 'asc' | 'desc'

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

export const PAGE_SIZES = [25, 50, 100] as const

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

/**
 * Columns whose first click sorts from the highest (newest, furthest along, fastest) down; every other column
 * starts ascending, time left (`eta`) too: soonest done first.
 */
const DESCENDING_FIRST: readonly CampaignSortField[] = ['dateModified', 'progress', 'pace']

export type OverviewQueryAction =
  | { type: 'search'; q: string }
  | { type: 'filter'; field: FilterField; values: string[] }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; field: CampaignSortField }

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * Any change of search, filter, page size or order starts again at page 1; the same column again turns the
 * direction. An action that changes nothing answers the same object, so no request is made for it.
 */
export function overviewQueryReducer(query: OverviewQuery, action: OverviewQueryAction): OverviewQuery {
  switch (action.type) {
    case 'search':
      return action.q === query.q ? query : { ...query, q: action.q, page: 1 }
    case 'filter':
      return sameList(query[action.field], action.values)
        ? query
        : { ...query, [action.field]: [...action.values], page: 1 }
    case 'page':
      return action.page === query.page ? query : { ...query, page: action.page }
    case 'pageSize':
      return action.pageSize === query.pageSize ? query : { ...query, pageSize: action.pageSize, page: 1 }
    case 'sort': {
      const sortDirection: SortDirection =
        action.field === query.sortField
          ? query.sortDirection === 'asc'
            ? 'desc'
            : 'asc'
          : DESCENDING_FIRST.includes(action.field)
            ? 'desc'
            : 'asc'
      return { ...query, sortField: action.field, sortDirection, page: 1 }
    }
  }
}

/** GET /api/campaigns's query: lists comma-separated, empty search and filters left out. */
export function toOverviewParams(query: OverviewQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  if (query.q) params.q = query.q
  for (const field of FILTER_FIELDS) if (query[field].length > 0) params[field] = query[field].join(',')
  params.sort = `${query.sortField}:${query.sortDirection}`
  params.page = query.page
  params.pageSize = query.pageSize
  return params
}

export const isFiltered = (query: OverviewQuery) =>
  query.q !== '' || FILTER_FIELDS.some(field => query[field].length > 0)

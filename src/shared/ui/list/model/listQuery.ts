import type { SortDirection } from '@/shared/lists/listTypes'

import { type ListDefinition, UNPAGED_PAGE_SIZE } from './listDefinition'

/** What a list screen asks for: the search, each filter's values, the order and the page. */
export interface ListQuery {
  q: string
  /** each filter's chosen values, by field (empty: any) */
  filters: Readonly<Record<string, readonly string[]>>
  /** null: the list is not sorted */
  sortField: string | null
  sortDirection: SortDirection
  /** from 1 */
  page: number
  pageSize: number
}

export type ListQueryAction =
  | { type: 'search'; q: string }
  | { type: 'filter'; field: string; values: readonly string[] }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; field: string }

/** The query a list opens with: no search, no filter, its default order, page 1 of its default size. */
export function initialListQuery(definition: ListDefinition): ListQuery {
  return {
    q: '',
    filters: Object.fromEntries(definition.filters.map(filter => [filter.field, []])),
    sortField: definition.defaultSort?.field ?? null,
    sortDirection: definition.defaultSort?.direction ?? 'asc',
    page: 1,
    pageSize: definition.pageSizes?.[0] ?? UNPAGED_PAGE_SIZE
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * Any change of search, filter, page size or order starts again at page 1. Sorting by the column already
 * sorted turns the direction; another column starts ascending, or descending for the definition's
 * `descendingFirst` (dates: newest first). An action that changes nothing answers the same object, so no
 * request is made for it.
 */
export function reduceListQuery(
  definition: ListDefinition,
  query: ListQuery,
  action: ListQueryAction
): ListQuery {
  switch (action.type) {
    case 'search':
      return action.q === query.q ? query : { ...query, q: action.q, page: 1 }
    case 'filter':
      return sameList(query.filters[action.field] ?? [], action.values)
        ? query
        : { ...query, filters: { ...query.filters, [action.field]: [...action.values] }, page: 1 }
    case 'page':
      return action.page === query.page ? query : { ...query, page: action.page }
    case 'pageSize':
      return action.pageSize === query.pageSize ? query : { ...query, pageSize: action.pageSize, page: 1 }
    case 'sort': {
      if (!definition.sortFields.includes(action.field)) return query
      const sortDirection: SortDirection =
        action.field === query.sortField
          ? query.sortDirection === 'asc'
            ? 'desc'
            : 'asc'
          : definition.descendingFirst?.includes(action.field)
            ? 'desc'
            : 'asc'
      return { ...query, sortField: action.field, sortDirection, page: 1 }
    }
  }
}

/**
 * The API's query for a list query: the search and filters when given (lists comma-separated), then the order
 * (`field:asc|desc`) and, for a paged list, the page and its size. A list answered whole is sorted and paged in
 * the browser (pageOfWholeList): the server is asked for the search and filters only.
 */
export function toListParams(definition: ListDefinition, query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  if (query.q) params.q = query.q
  for (const { field } of definition.filters) {
    const values = query.filters[field] ?? []
    if (values.length > 0) params[field] = values.join(',')
  }
  if (definition.answeredWhole) return params
  if (query.sortField) params.sort = `${query.sortField}:${query.sortDirection}`
  if (definition.pageSizes) {
    params.page = query.page
    params.pageSize = query.pageSize
  }
  return params
}

/** Whether a search or a filter narrows the list (an empty answer then means "no match", not "none yet"). */
export const isFiltered = (query: ListQuery) =>
  query.q !== '' || Object.values(query.filters).some(values => values.length > 0)

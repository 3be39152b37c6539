import type { ListDefinition } from './listDefinition'
import { initialListQuery, type ListQuery, toListParams } from './listQuery'

/** The address bar's query (Next's `router.query`): a value may come once, several times or not at all. */
export type UrlQuery = Record<string, string | string[] | undefined>

// Ids (of divisions, contact lists…) are the platform's UUIDs; anything far longer is not one.
const MAX_ID_LENGTH = 64
const MAX_IDS = 50
const MAX_SEARCH_LENGTH = 200

/** A search string (`?a=1&b=2&b=3`) as Next's `router.query` holds it: a repeated key as a list. */
export function urlQueryOf(search: string): UrlQuery {
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const held = query[key]
    query[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value]
  }
  return query
}

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

/**
 * A list's query as the address bar holds it (so that a reload, a shared link or coming back keeps the search,
 * filters, order and page). Anything unknown or malformed is left at its default, field by field, never an
 * error: an old bookmark still opens the list.
 */
export function listQueryFromUrl(definition: ListDefinition, url: UrlQuery): ListQuery {
  const query = initialListQuery(definition)
  const q = first(url.q)?.trim()
  if (q) query.q = q.slice(0, MAX_SEARCH_LENGTH)
  const filters: Record<string, readonly string[]> = { ...query.filters }
  for (const { field, values, multiple } of definition.filters) {
    const given = listOf(url[field]).filter(value => values === null || values.includes(value))
    filters[field] = multiple ? given : given.slice(0, 1)
  }
  query.filters = filters
  const [field, direction] = (first(url.sort) ?? '').split(':')
  if (field && definition.sortFields.includes(field)) {
    query.sortField = field
    query.sortDirection = direction === 'desc' ? 'desc' : 'asc'
  }
  const pageSize = Number(first(url.pageSize))
  if (definition.pageSizes?.includes(pageSize)) query.pageSize = pageSize
  const page = Number(first(url.page))
  if (definition.pageSizes && Number.isSafeInteger(page) && page > 1) query.page = page
  return query
}

/** A list's query for the address bar: the API's parameters without those that hold their default value. */
export function listQueryToUrl(definition: ListDefinition, query: ListQuery): Record<string, string> {
  const defaults = toListParams(definition, initialListQuery(definition))
  return Object.fromEntries(
    Object.entries(toListParams(definition, query))
      .filter(([key, value]) => value !== defaults[key])
      .map(([key, value]) => [key, String(value)])
  )
}

/** The same as a search string (`?q=…`, or '' for the defaults). */
export function listSearchOf(definition: ListDefinition, query: ListQuery): string {
  const search = new URLSearchParams(listQueryToUrl(definition, query)).toString()
  return search ? `?${search}` : ''
}

/**
 * The address's search string with the list's parameters set to the query: parameters of anyone else (a
 * link's own) stay, first and in their order; the list's follow.
 */
export function withListQuery(definition: ListDefinition, search: string, query: ListQuery): string {
  const params = new URLSearchParams(search)
  const own = ['q', ...definition.filters.map(filter => filter.field), 'sort', 'page', 'pageSize']
  for (const key of own) params.delete(key)
  for (const [key, value] of Object.entries(listQueryToUrl(definition, query))) params.append(key, value)
  const merged = params.toString()
  return merged ? `?${merged}` : ''
}

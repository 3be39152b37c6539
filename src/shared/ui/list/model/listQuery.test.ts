import type { ListDefinition } from './listDefinition'
import { initialListQuery, isFiltered, type ListQuery, reduceListQuery, toListParams } from './listQuery'

// A list like the users one: two single-choice filters, sorted newest first, paged.
const PEOPLE: ListDefinition = {
  id: 'people',
  texts: 'people',
  filters: [
    { field: 'role', values: ['admin', 'client'], label: 'r', anyLabel: 'a', valueLabels: 'roles' },
    { field: 'status', values: ['active', 'pending'], label: 's', anyLabel: 'a', valueLabels: 'statuses' }
  ],
  sortFields: ['fullName', 'email', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  descendingFirst: ['createdAt'],
  pageSizes: [10, 25, 50]
}
// A list like the permissions one: one filter, neither sorted nor paged.
const CATALOGUE: ListDefinition = {
  ...PEOPLE,
  id: 'catalogue',
  sortFields: [],
  defaultSort: null,
  pageSizes: null
}

const initial = initialListQuery(PEOPLE)
const at = (changes: Partial<ListQuery>): ListQuery => ({ ...initial, ...changes })
const reduce = (query: ListQuery, action: Parameters<typeof reduceListQuery>[2]) =>
  reduceListQuery(PEOPLE, query, action)

describe("a list screen's query", () => {
  it('starts as the server does: page 1 of the first size, the default order, no search or filter', () => {
    expect(toListParams(PEOPLE, initial)).toEqual({ sort: 'createdAt:desc', page: 1, pageSize: 10 })
    expect(isFiltered(initial)).toBe(false)
    expect(initial.filters).toEqual({ role: [], status: [] })
  })

  it('sends the search and filters when given, search first; an unpaged, unsorted list sends only those', () => {
    const query = at({ q: 'tom', filters: { role: ['client'], status: [] } })
    expect(Object.keys(toListParams(PEOPLE, query))).toEqual(['q', 'role', 'sort', 'page', 'pageSize'])
    expect(toListParams(CATALOGUE, { ...initialListQuery(CATALOGUE), q: 'view' })).toEqual({ q: 'view' })
    expect(toListParams(CATALOGUE, initialListQuery(CATALOGUE))).toEqual({})
  })

  it('goes back to page 1 when the search, a filter, the page size or the order changes', () => {
    const onPage3 = at({ page: 3 })
    expect(reduce(onPage3, { type: 'search', q: 'tom' })).toEqual(at({ q: 'tom' }))
    expect(reduce(onPage3, { type: 'filter', field: 'role', values: ['client'] })).toEqual(
      at({ filters: { role: ['client'], status: [] } })
    )
    expect(reduce(onPage3, { type: 'pageSize', pageSize: 25 })).toEqual(at({ pageSize: 25 }))
    expect(reduce(onPage3, { type: 'sort', field: 'email' }).page).toBe(1)
    expect(reduce(onPage3, { type: 'page', page: 4 })).toEqual(at({ page: 4 }))
  })

  it('answers the same query when nothing changes (so no request is made)', () => {
    const query = at({ q: 'tom', filters: { role: ['client'], status: [] }, page: 2 })
    expect(reduce(query, { type: 'search', q: 'tom' })).toBe(query)
    expect(reduce(query, { type: 'filter', field: 'role', values: ['client'] })).toBe(query)
    expect(reduce(query, { type: 'filter', field: 'status', values: [] })).toBe(query)
    expect(reduce(query, { type: 'page', page: 2 })).toBe(query)
    expect(reduce(query, { type: 'pageSize', pageSize: 10 })).toBe(query)
    // a column the server does not sort by changes nothing
    expect(reduce(query, { type: 'sort', field: 'actions' })).toBe(query)
  })

  it('sorts: the same column turns the direction, another starts ascending (dates newest first)', () => {
    const byName = reduce(initial, { type: 'sort', field: 'fullName' })
    expect(toListParams(PEOPLE, byName).sort).toBe('fullName:asc')
    expect(toListParams(PEOPLE, reduce(byName, { type: 'sort', field: 'fullName' })).sort).toBe(
      'fullName:desc'
    )
    expect(toListParams(PEOPLE, reduce(byName, { type: 'sort', field: 'createdAt' })).sort).toBe(
      'createdAt:desc'
    )
    expect(toListParams(PEOPLE, reduce(initial, { type: 'sort', field: 'createdAt' })).sort).toBe(
      'createdAt:asc'
    )
  })

  it('knows when a search or filter narrows the list', () => {
    expect(isFiltered(at({ q: 'x' }))).toBe(true)
    expect(isFiltered(at({ filters: { role: [], status: ['pending'] } }))).toBe(true)
    expect(isFiltered(at({ page: 2, pageSize: 50 }))).toBe(false)
  })
})

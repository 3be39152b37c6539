import type { ListDefinition } from './listDefinition'
import { initialListQuery, type ListQuery } from './listQuery'
import { listQueryFromUrl, listQueryToUrl, listSearchOf, urlQueryOf, withListQuery } from './listUrl'

const PEOPLE: ListDefinition = {
  id: 'people',
  texts: 'people',
  filters: [
    {
      field: 'role',
      values: ['admin', 'supervisor', 'client'],
      label: 'r',
      anyLabel: 'a',
      valueLabels: 'roles'
    },
    { field: 'status', values: ['on', 'off'], multiple: true, label: 's', anyLabel: 'a', valueLabels: 's' },
    { field: 'divisionId', values: null, multiple: true, label: 'd', anyLabel: 'a', valueLabels: 'd' }
  ],
  sortFields: ['fullName', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: [10, 25, 50]
}
const initial = initialListQuery(PEOPLE)
const at = (changes: Partial<ListQuery>): ListQuery => ({ ...initial, ...changes })
const filters = (changes: Record<string, string[]>) => ({ ...initial.filters, ...changes })

describe("a list's query in the address bar", () => {
  it('keeps only what differs from the defaults', () => {
    expect(listQueryToUrl(PEOPLE, initial)).toEqual({})
    expect(listSearchOf(PEOPLE, initial)).toBe('')
    expect(
      listSearchOf(
        PEOPLE,
        at({ q: 'tom okafor', filters: filters({ role: ['client'], status: ['on', 'off'] }), page: 2 })
      )
    ).toBe('?q=tom+okafor&role=client&status=on%2Coff&page=2')
    expect(listSearchOf(PEOPLE, at({ sortField: 'fullName', sortDirection: 'asc' }))).toBe(
      '?sort=fullName%3Aasc'
    )
  })

  it('reads back every field it writes', () => {
    const query = at({
      q: 'renewals',
      filters: filters({ role: ['admin'], status: ['off'], divisionId: ['d-1', 'd-2'] }),
      sortField: 'fullName',
      sortDirection: 'desc',
      page: 4,
      pageSize: 50
    })
    expect(listQueryFromUrl(PEOPLE, listQueryToUrl(PEOPLE, query))).toEqual(query)
    expect(
      listQueryFromUrl(PEOPLE, Object.fromEntries(new URLSearchParams(listSearchOf(PEOPLE, query))))
    ).toEqual(query)
  })

  it("reads a search string as the router does (a repeated key as a list), so a page's query can be known before the router", () => {
    expect(urlQueryOf('?q=tom+okafor&status=on&status=off&page=2')).toEqual({
      q: 'tom okafor',
      status: ['on', 'off'],
      page: '2'
    })
    expect(urlQueryOf('')).toEqual({})
    const query = at({ q: 'renewals', filters: filters({ status: ['off', 'on'] }), page: 3 })
    expect(listQueryFromUrl(PEOPLE, urlQueryOf('?status=off&status=on&q=renewals&page=3'))).toEqual(query)
  })

  it('opens the defaults for an empty or unknown address', () => {
    expect(listQueryFromUrl(PEOPLE, {})).toEqual(initial)
    expect(listQueryFromUrl(PEOPLE, { utm_source: 'mail', view: 'grid' })).toEqual(initial)
  })

  it('drops what is not valid, field by field, instead of failing', () => {
    expect(
      listQueryFromUrl(PEOPLE, {
        q: '   ',
        role: 'owner',
        status: 'on,dancing,,off',
        sort: 'secretField:desc',
        page: '-3',
        pageSize: '1000'
      })
    ).toEqual(at({ filters: filters({ status: ['on', 'off'] }) }))
    expect(listQueryFromUrl(PEOPLE, { sort: 'fullName:sideways', page: '2.5' })).toEqual(
      at({ sortField: 'fullName', sortDirection: 'asc' })
    )
  })

  it('takes the first of repeated single values, merges repeated lists, and bounds sizes', () => {
    expect(
      listQueryFromUrl(PEOPLE, {
        q: ['first', 'second'],
        role: ['client', 'admin'],
        status: ['on', 'off,on']
      })
    ).toEqual(at({ q: 'first', filters: filters({ role: ['client'], status: ['on', 'off'] }) }))
    const long = listQueryFromUrl(PEOPLE, {
      q: 'x'.repeat(500),
      divisionId: [...Array.from({ length: 80 }, (_, i) => `d${i}`), 'y'.repeat(100)].join(',')
    })
    expect(long.q).toHaveLength(200)
    expect(long.filters.divisionId).toHaveLength(50)
    expect(long.filters.divisionId).not.toContain('y'.repeat(100))
  })

  it('ignores paging for a list the API answers whole', () => {
    const whole: ListDefinition = { ...PEOPLE, pageSizes: null }
    expect(listQueryFromUrl(whole, { page: '3', pageSize: '25' })).toEqual(initialListQuery(whole))
    expect(listQueryToUrl(whole, initialListQuery(whole))).toEqual({})
  })

  it("sets the list's parameters in an address, leaving everyone else's as they were", () => {
    expect(withListQuery(PEOPLE, '', initial)).toBe('')
    expect(withListQuery(PEOPLE, 'view=mine', initial)).toBe('?view=mine')
    expect(
      withListQuery(PEOPLE, '?view=mine&role=admin&page=4', at({ filters: filters({ role: ['client'] }) }))
    ).toBe('?view=mine&role=client')
    expect(withListQuery(PEOPLE, 'utm=a&q=old', at({ q: 'new', page: 2 }))).toBe('?utm=a&q=new&page=2')
  })
})

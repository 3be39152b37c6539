import { initialOverviewQuery, type OverviewQuery } from './overviewQuery'
import { overviewQueryFromUrl, overviewQueryToUrl, overviewSearchOf, withOverviewQuery } from './overviewUrl'

const at = (changes: Partial<OverviewQuery>): OverviewQuery => ({ ...initialOverviewQuery, ...changes })

describe("the overview's query in the address bar", () => {
  it('keeps only what differs from the defaults', () => {
    expect(overviewQueryToUrl(initialOverviewQuery)).toEqual({})
    expect(overviewSearchOf(initialOverviewQuery)).toBe('')
    expect(
      overviewSearchOf(
        at({ q: 'spring sale', status: ['on', 'off'], sortField: 'progress', sortDirection: 'desc', page: 2 })
      )
    ).toBe('?q=spring+sale&status=on%2Coff&sort=progress%3Adesc&page=2')
  })

  it('reads back every field it writes', () => {
    const query = at({
      q: 'renewals',
      status: ['on', 'complete'],
      dialingMode: ['preview'],
      divisionId: ['d-1', 'd-2'],
      contactListId: ['cl-9'],
      sortField: 'dateModified',
      sortDirection: 'desc',
      page: 4,
      pageSize: 100
    })
    expect(overviewQueryFromUrl(overviewQueryToUrl(query))).toEqual(query)
    expect(overviewQueryFromUrl(Object.fromEntries(new URLSearchParams(overviewSearchOf(query))))).toEqual(
      query
    )
  })

  it('keeps the order by pace and by time left, either way', () => {
    expect(overviewSearchOf(at({ sortField: 'pace', sortDirection: 'desc' }))).toBe('?sort=pace%3Adesc')
    expect(overviewSearchOf(at({ sortField: 'eta', sortDirection: 'asc' }))).toBe('?sort=eta%3Aasc')
    for (const sortField of ['pace', 'eta'] as const)
      for (const sortDirection of ['asc', 'desc'] as const) {
        const query = at({ sortField, sortDirection, page: 2 })
        expect(overviewQueryFromUrl(overviewQueryToUrl(query))).toEqual(query)
      }
    expect(overviewQueryFromUrl({ sort: 'pace:desc' })).toEqual(
      at({ sortField: 'pace', sortDirection: 'desc' })
    )
    expect(overviewQueryFromUrl({ sort: 'eta' })).toEqual(at({ sortField: 'eta', sortDirection: 'asc' }))
    // a direction that is not asc or desc reads as asc, as for every field; an unknown field is dropped
    expect(overviewQueryFromUrl({ sort: 'pace:fastest' })).toEqual(
      at({ sortField: 'pace', sortDirection: 'asc' })
    )
    expect(overviewQueryFromUrl({ sort: 'speed:desc' })).toEqual(initialOverviewQuery)
  })

  it('opens the defaults for an empty or unknown address', () => {
    expect(overviewQueryFromUrl({})).toEqual(initialOverviewQuery)
    expect(overviewQueryFromUrl({ utm_source: 'mail', view: 'grid' })).toEqual(initialOverviewQuery)
  })

  it('leaves out what is not valid, field by field, instead of failing', () => {
    expect(
      overviewQueryFromUrl({
        q: '   ',
        status: 'on,dancing,,off',
        dialingMode: ['power', 'telepathic'],
        sort: 'secretField:desc',
        page: '-3',
        pageSize: '1000'
      })
    ).toEqual(at({ status: ['on', 'off'], dialingMode: ['power'] }))
    expect(overviewQueryFromUrl({ sort: 'name:sideways', page: '2.5' })).toEqual(initialOverviewQuery)
    expect(overviewQueryFromUrl({ sort: 'priority:desc', page: '3' })).toEqual(
      at({ sortField: 'priority', sortDirection: 'desc', page: 3 })
    )
  })

  it('takes the first of repeated single values, merges repeated lists, and bounds sizes', () => {
    expect(overviewQueryFromUrl({ q: ['first', 'second'], status: ['on', 'off,on'] })).toEqual(
      at({ q: 'first', status: ['on', 'off'] })
    )
    const long = overviewQueryFromUrl({
      q: 'x'.repeat(500),
      divisionId: [...Array.from({ length: 80 }, (_, i) => `d${i}`), 'y'.repeat(100)].join(',')
    })
    expect(long.q).toHaveLength(200)
    expect(long.divisionId).toHaveLength(50)
    expect(long.divisionId).not.toContain('y'.repeat(100))
  })

  it("sets the overview's parameters in an address, leaving everyone else's as they were", () => {
    expect(withOverviewQuery('', initialOverviewQuery)).toBe('')
    expect(withOverviewQuery('view=mine', initialOverviewQuery)).toBe('?view=mine')
    expect(withOverviewQuery('?view=mine&status=off&page=4', at({ status: ['on'] }))).toBe(
      '?view=mine&status=on'
    )
    expect(withOverviewQuery('utm=a&q=old', at({ q: 'new', page: 2 }))).toBe('?utm=a&q=new&page=2')
  })
})

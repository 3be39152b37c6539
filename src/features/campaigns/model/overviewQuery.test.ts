import {
  forCards,
  initialOverviewQuery,
  isFiltered,
  overviewQueryReducer,
  toOverviewParams
} from './overviewQuery'

const at = (changes: Partial<typeof initialOverviewQuery>) => ({ ...initialOverviewQuery, ...changes })

describe('the overview query', () => {
  it('starts at page 1 of 25, by name, nothing filtered', () => {
    expect(toOverviewParams(initialOverviewQuery)).toEqual({ sort: 'name:asc', page: 1, pageSize: 25 })
    expect(isFiltered(initialOverviewQuery)).toBe(false)
  })

  it('sends lists comma-separated and leaves empty ones out', () => {
    expect(
      toOverviewParams(at({ q: 'spring', status: ['on', 'stopping'], divisionId: ['d1'], page: 3 }))
    ).toEqual({
      q: 'spring',
      status: 'on,stopping',
      divisionId: 'd1',
      sort: 'name:asc',
      page: 3,
      pageSize: 25
    })
  })

  it('goes back to page 1 when the search, a filter, the page size or the order changes', () => {
    const onPage3 = at({ page: 3 })
    expect(overviewQueryReducer(onPage3, { type: 'search', q: 'x' })).toEqual(at({ q: 'x' }))
    expect(
      overviewQueryReducer(onPage3, { type: 'filter', field: 'dialingMode', values: ['power'] })
    ).toEqual(at({ dialingMode: ['power'] }))
    expect(overviewQueryReducer(onPage3, { type: 'pageSize', pageSize: 100 })).toEqual(at({ pageSize: 100 }))
    expect(overviewQueryReducer(onPage3, { type: 'sort', field: 'priority' }).page).toBe(1)
    expect(overviewQueryReducer(onPage3, { type: 'page', page: 4 })).toEqual(at({ page: 4 }))
  })

  it('answers the same query when nothing changes (no request)', () => {
    const query = at({ q: 'x', status: ['on'] })
    expect(overviewQueryReducer(query, { type: 'search', q: 'x' })).toBe(query)
    expect(overviewQueryReducer(query, { type: 'filter', field: 'status', values: ['on'] })).toBe(query)
    expect(overviewQueryReducer(query, { type: 'page', page: 1 })).toBe(query)
  })

  it('sorts: same column turns the direction; dates and progress start from the top', () => {
    const byStatus = overviewQueryReducer(initialOverviewQuery, { type: 'sort', field: 'status' })
    expect(toOverviewParams(byStatus).sort).toBe('status:asc')
    expect(toOverviewParams(overviewQueryReducer(byStatus, { type: 'sort', field: 'status' })).sort).toBe(
      'status:desc'
    )
    expect(
      toOverviewParams(overviewQueryReducer(byStatus, { type: 'sort', field: 'dateModified' })).sort
    ).toBe('dateModified:desc')
    expect(
      toOverviewParams(overviewQueryReducer(initialOverviewQuery, { type: 'sort', field: 'name' })).sort
    ).toBe('name:desc')
  })

  it('sorts by pace fastest first and by time left soonest done first, then turns', () => {
    const onPage2 = at({ page: 2 })
    const byPace = overviewQueryReducer(onPage2, { type: 'sort', field: 'pace' })
    expect(byPace).toEqual(at({ sortField: 'pace', sortDirection: 'desc' }))
    expect(toOverviewParams(byPace).sort).toBe('pace:desc')
    expect(toOverviewParams(overviewQueryReducer(byPace, { type: 'sort', field: 'pace' })).sort).toBe(
      'pace:asc'
    )
    const byEta = overviewQueryReducer(byPace, { type: 'sort', field: 'eta' })
    expect(byEta).toEqual(at({ sortField: 'eta', sortDirection: 'asc' }))
    expect(toOverviewParams(byEta).sort).toBe('eta:asc')
    expect(toOverviewParams(overviewQueryReducer(byEta, { type: 'sort', field: 'eta' })).sort).toBe(
      'eta:desc'
    )
    // back to pace from time left: fastest first again, whatever the direction before
    expect(overviewQueryReducer(byEta, { type: 'sort', field: 'pace' }).sortDirection).toBe('desc')
  })
})

describe('the query as the cards show it', () => {
  it('keeps pages of up to 100; shows a larger page 100 at a time from the same first campaign', () => {
    const query = { ...initialOverviewQuery, pageSize: 50, page: 3 }
    expect(forCards(query)).toBe(query)
    expect(forCards({ ...initialOverviewQuery, pageSize: 2000, page: 1 })).toMatchObject({
      pageSize: 100,
      page: 1
    })
    expect(forCards({ ...initialOverviewQuery, pageSize: 500, page: 2 })).toMatchObject({
      pageSize: 100,
      page: 6
    })
  })
})

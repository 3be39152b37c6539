import { initialUsersQuery, isFiltered, toUsersParams, usersQueryReducer } from './usersQuery'

const at = (changes: Partial<typeof initialUsersQuery>) => ({ ...initialUsersQuery, ...changes })

describe('the users page query', () => {
  it('starts as the server does: page 1 of 10, newest first, no search or filter', () => {
    expect(toUsersParams(initialUsersQuery)).toEqual({
      q: '',
      role: null,
      status: null,
      page: 1,
      pageSize: 10,
      sort: 'createdAt:desc'
    })
    expect(isFiltered(initialUsersQuery)).toBe(false)
  })

  it('goes back to page 1 when the search, a filter, the page size or the order changes', () => {
    const onPage3 = at({ page: 3 })
    expect(usersQueryReducer(onPage3, { type: 'search', q: 'tom' })).toEqual(at({ q: 'tom' }))
    expect(usersQueryReducer(onPage3, { type: 'role', role: 'client' })).toEqual(at({ role: 'client' }))
    expect(usersQueryReducer(onPage3, { type: 'status', status: 'pending' })).toEqual(
      at({ status: 'pending' })
    )
    expect(usersQueryReducer(onPage3, { type: 'pageSize', pageSize: 25 })).toEqual(at({ pageSize: 25 }))
    expect(usersQueryReducer(onPage3, { type: 'sort', field: 'email' }).page).toBe(1)
    expect(usersQueryReducer(onPage3, { type: 'page', page: 4 })).toEqual(at({ page: 4 }))
  })

  it('answers the same query when nothing changes (so no request is made)', () => {
    const query = at({ q: 'tom', role: 'client', page: 2 })
    expect(usersQueryReducer(query, { type: 'search', q: 'tom' })).toBe(query)
    expect(usersQueryReducer(query, { type: 'role', role: 'client' })).toBe(query)
    expect(usersQueryReducer(query, { type: 'status', status: null })).toBe(query)
    expect(usersQueryReducer(query, { type: 'page', page: 2 })).toBe(query)
    expect(usersQueryReducer(query, { type: 'pageSize', pageSize: 10 })).toBe(query)
  })

  it('sorts: the same column turns the direction, another starts ascending (dates newest first)', () => {
    const byName = usersQueryReducer(initialUsersQuery, { type: 'sort', field: 'fullName' })
    expect(toUsersParams(byName).sort).toBe('fullName:asc')
    expect(toUsersParams(usersQueryReducer(byName, { type: 'sort', field: 'fullName' })).sort).toBe(
      'fullName:desc'
    )
    expect(toUsersParams(usersQueryReducer(byName, { type: 'sort', field: 'createdAt' })).sort).toBe(
      'createdAt:desc'
    )
    expect(
      toUsersParams(usersQueryReducer(initialUsersQuery, { type: 'sort', field: 'createdAt' })).sort
    ).toBe('createdAt:asc')
  })

  it('knows when a search or filter narrows the list', () => {
    expect(isFiltered(at({ q: 'x' }))).toBe(true)
    expect(isFiltered(at({ status: 'inactive' }))).toBe(true)
    expect(isFiltered(at({ page: 2, pageSize: 50 }))).toBe(false)
  })
})

/** @jest-environment node */
import { listUsersQuerySchema } from './listUsersQuery'

describe('listUsersQuerySchema', () => {
  it('fills in every default', () => {
    expect(listUsersQuerySchema.parse({})).toEqual({
      q: '',
      role: null,
      status: null,
      page: 1,
      pageSize: 10,
      sort: 'createdAt:desc'
    })
  })

  it('reads the given values, trimming q and completing the sort direction', () => {
    expect(
      listUsersQuerySchema.parse({
        q: ' Smith ',
        role: 'client',
        status: 'active',
        page: '3',
        pageSize: '100',
        sort: 'email'
      })
    ).toEqual({ q: 'Smith', role: 'client', status: 'active', page: 3, pageSize: 100, sort: 'email:asc' })
  })

  it.each([
    [{ page: '0' }],
    [{ pageSize: '101' }],
    [{ page: '2.5' }],
    [{ sort: 'id:asc' }],
    [{ role: 'owner' }],
    [{ q: ['a', 'b'] }],
    [{ extra: '1' }]
  ])('refuses %j', query => {
    expect(listUsersQuerySchema.safeParse(query).success).toBe(false)
  })
})

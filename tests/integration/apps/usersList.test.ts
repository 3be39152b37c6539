import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, useAppsFixture } from './support/appsFixture'

interface ListedUser {
  id: string
  fullName: string
  email: string
  role: string
  status: string
  createdAt: string
  platformUserId: string | null
}

// 24 more people in Demo Contact Centre, so paging, sorting and filters have something to work on.
const PEOPLE = Array.from({ length: 24 }, (_, index) => ({
  fullName: `${['Zoë', 'anna', 'Bruno', 'Chen'][index % 4]} ${['Smith', 'Jones', 'O’Neil', 'Smithson'][Math.floor(index / 4) % 4]} ${index}`,
  email: `person.${String(index).padStart(2, '0')}@democc.example`,
  role: (['client', 'supervisor', 'client'] as const)[index % 3],
  status: (['active', 'pending', 'inactive', 'active'] as const)[index % 4]
}))

describeOnDatabases('GET /apps/users/list', kind => {
  const app = useAppsFixture(kind)
  let token: string

  beforeAll(async () => {
    await app().reset()
    token = await app().tokenFor(AVERY)
    for (const data of PEOPLE)
      expect((await app().request('POST', '/apps/users/add-user', { token, body: { data } })).status).toBe(
        201
      )
  })

  const list = async (query = '') => {
    const answer = await app().request('GET', `/apps/users/list${query ? `?${query}` : ''}`, { token })
    expect(answer.status).toBe(200)
    return answer.json as {
      users: ListedUser[]
      total: number
      params: Record<string, unknown>
      allData: unknown[]
    }
  }

  it('answers the first page with the defaults as params, newest first', async () => {
    const body = await list()
    expect(body.params).toEqual({
      q: '',
      role: null,
      status: null,
      page: 1,
      pageSize: 10,
      sort: 'createdAt:desc'
    })
    expect(body.total).toBe(29)
    expect(body.users).toHaveLength(10)
    const created = body.users.map(user => user.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    expect(Object.keys(body.users[0] ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'fullName', 'id', 'platformUserId', 'role', 'status'].sort()
    )
  })

  it('counts the whole organisation by role and by status in allData, whatever the filter', async () => {
    const expected = [
      { field: 'role', value: 'admin', count: 1 },
      { field: 'role', value: 'supervisor', count: 2 + 8 },
      { field: 'role', value: 'client', count: 2 + 16 },
      { field: 'status', value: 'active', count: 3 + 12 },
      { field: 'status', value: 'pending', count: 1 + 6 },
      { field: 'status', value: 'inactive', count: 1 + 6 }
    ]
    expect((await list()).allData).toEqual(expected)
    expect((await list('q=zoë&role=client')).allData).toEqual(expected)
  })

  it('pages without overlap or gaps, and answers an empty page past the end', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 3; page++) {
      const body = await list(`page=${page}&pageSize=10&sort=fullName:asc`)
      expect(body.params).toMatchObject({ page, pageSize: 10 })
      seen.push(...body.users.map(user => user.id))
    }
    expect(seen).toHaveLength(29)
    expect(new Set(seen).size).toBe(29)
    const past = await list('page=4&pageSize=10')
    expect(past.users).toEqual([])
    expect(past.total).toBe(29)
  })

  it('accepts pageSize up to 100', async () => {
    expect((await list('pageSize=100')).users).toHaveLength(29)
  })

  it('matches q against the name or the address, in any case', async () => {
    const byName = await list('q=SMITH&pageSize=100')
    expect(byName.total).toBe(12) // Smith and Smithson
    expect(byName.users.every(user => /smith/i.test(user.fullName))).toBe(true)
    const byAddress = await list('q=PERSON.0&pageSize=100')
    expect(byAddress.total).toBe(10)
    const accented = await list('q=ZOË')
    expect(accented.total).toBe(6)
    expect((await list('q=%20avery%20')).params.q).toBe('avery')
  })

  it('treats % and _ in q as plain characters', async () => {
    expect((await list('q=%25')).total).toBe(0)
    expect((await list('q=_')).total).toBe(0)
    expect((await list('q=o’neil')).total).toBe(4)
  })

  it('filters by role and status, together with q', async () => {
    const supervisors = await list('role=supervisor&pageSize=100')
    expect(supervisors.total).toBe(10)
    expect(supervisors.users.every(user => user.role === 'supervisor')).toBe(true)
    const pending = await list('status=pending&pageSize=100')
    expect(pending.users.every(user => user.status === 'pending')).toBe(true)
    expect(pending.total).toBe(7)
    const both = await list('q=smith&role=client&status=active&pageSize=100')
    expect(
      both.users.every(
        user => user.role === 'client' && user.status === 'active' && /smith/i.test(user.fullName)
      )
    ).toBe(true)
    expect(both.params).toEqual({
      q: 'smith',
      role: 'client',
      status: 'active',
      page: 1,
      pageSize: 100,
      sort: 'createdAt:desc'
    })
  })

  it('treats empty parameters as not given (the browser sends role= for “any”)', async () => {
    const body = await list('q=&role=&status=&page=&pageSize=&sort=')
    expect(body.params).toEqual({
      q: '',
      role: null,
      status: null,
      page: 1,
      pageSize: 10,
      sort: 'createdAt:desc'
    })
  })

  it.each([
    ['fullName', (user: ListedUser) => user.fullName.toLowerCase()],
    ['email', (user: ListedUser) => user.email.toLowerCase()],
    ['createdAt', (user: ListedUser) => user.createdAt]
  ] as const)('sorts by %s, both ways, ignoring case', async (field, key) => {
    const ascending = (await list(`sort=${field}:asc&pageSize=100`)).users.map(key)
    const descending = (await list(`sort=${field}:desc&pageSize=100`)).users.map(key)
    const inOrder = [...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(ascending).toEqual(inOrder)
    expect(descending).toEqual([...inOrder].reverse())
    expect((await list(`sort=${field}`)).params.sort).toBe(`${field}:asc`)
  })

  it('sorts by role and status, grouping equal values', async () => {
    const roles = (await list('sort=role:asc&pageSize=100')).users.map(user => user.role)
    expect(roles).toEqual([...roles].sort())
    const statuses = (await list('sort=status:desc&pageSize=100')).users.map(user => user.status)
    expect(statuses).toEqual([...statuses].sort().reverse())
  })

  it('keeps allData fresh after a write (the counts cache is invalidated)', async () => {
    const before = (await list()).allData as { value: string; count: number }[]
    const added = await app().request('POST', '/apps/users/add-user', {
      token,
      body: { data: { fullName: 'Fresh Face', email: 'fresh@democc.example', role: 'supervisor' } }
    })
    const after = (await list()).allData as { value: string; count: number }[]
    const supervisors = (counts: typeof before) => counts.find(entry => entry.value === 'supervisor')?.count
    expect(supervisors(after)).toBe((supervisors(before) ?? 0) + 1)
    await app().request('DELETE', '/apps/users/delete', {
      token,
      body: { data: (added.json?.user as ListedUser).id }
    })
    expect(supervisors((await list()).allData as typeof before)).toBe(supervisors(before))
  })

  it('never answers another organisation’s people even when they match', async () => {
    const { db } = await getDatabase()
    const others = await db.selectFrom('users').select('id').where('org_id', '!=', DEMO_ORG).execute()
    const ids = (await list('pageSize=100')).users.map(user => user.id)
    expect(others.length).toBeGreaterThan(0)
    expect(ids.some(id => others.some(other => other.id === id))).toBe(false)
  })
})

import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, NORTHWIND_ORG, useAppsFixture } from './support/appsFixture'

interface ListedUser {
  id: string
  email: string
}

describeOnDatabases('/apps organisation isolation', kind => {
  const app = useAppsFixture(kind)
  beforeEach(() => app().reset())

  it('shows a Northwind token Northwind’s people only, whatever the query asks', async () => {
    const token = await app().tokenFor(NINA)
    for (const query of ['', 'q=democc', 'q=avery', 'pageSize=100']) {
      const answer = await app().request('GET', `/apps/users/list?${query}`, { token })
      expect(answer.status).toBe(200)
      const users = answer.json?.users as ListedUser[]
      expect(users.every(user => user.email.endsWith('@northwind.example'))).toBe(true)
    }
    const all = await app().request('GET', '/apps/users/list?pageSize=100', { token })
    expect(all.json?.total).toBe(2)
    const counts = all.json?.allData as { field: string; count: number }[]
    expect(counts.filter(entry => entry.field === 'role').reduce((sum, entry) => sum + entry.count, 0)).toBe(
      2
    )
  })

  it('answers a Northwind token 404 for a Demo user’s id, exactly as for an unknown one, and removes nothing', async () => {
    const token = await app().tokenFor(NINA)
    const avery = await app().findUser(DEMO_ORG, AVERY)
    const before = await app().snapshot()
    const answer = await app().request('DELETE', '/apps/users/delete', { token, body: { data: avery?.id } })
    expect(answer.status).toBe(404)
    expect(answer.json?.code).toBe('user.not_found')
    const unknown = await app().request('DELETE', '/apps/users/delete', {
      token,
      body: { data: '5f0c4b1e-0000-4000-8000-000000000000' }
    })
    expect(unknown.json).toEqual(answer.json)
    expect(await app().snapshot()).toEqual(before)
  })

  it('keeps addresses unique per organisation, not across them', async () => {
    const answer = await app().request('POST', '/apps/users/add-user', {
      token: await app().tokenFor(NINA),
      body: { data: { fullName: 'Avery Admin', email: AVERY, role: 'client' } }
    })
    expect(answer.status).toBe(201)
    expect((await app().findUser(NORTHWIND_ORG, AVERY))?.role).toBe('client')
    expect((await app().findUser(DEMO_ORG, AVERY))?.role).toBe('admin')
  })

  it('adds to the caller’s organisation only (an orgId in the body is refused, never used)', async () => {
    const token = await app().tokenFor(NINA)
    const before = await app().snapshot()
    const answer = await app().request('POST', '/apps/users/add-user', {
      token,
      body: { data: { fullName: 'X', email: 'x@northwind.example', role: 'client', orgId: DEMO_ORG } }
    })
    expect(answer.status).toBe(400)
    expect(await app().snapshot()).toEqual(before)
  })

  it('gives each organisation its own permissions catalogue', async () => {
    const demo = await app().request('GET', '/apps/permissions/data', { token: await app().tokenFor(AVERY) })
    const northwind = await app().request('GET', '/apps/permissions/data', {
      token: await app().tokenFor(NINA)
    })
    const ids = (answer: typeof demo) => (answer.json?.permissions as { id: string }[]).map(entry => entry.id)
    expect(ids(demo).length).toBeGreaterThan(0)
    expect(ids(northwind).length).toBe(ids(demo).length)
    expect(ids(northwind).some(id => ids(demo).includes(id))).toBe(false)
  })
})

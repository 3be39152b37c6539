import { PERMISSION_CATALOGUE } from '@/server/permissions'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, NINA, SAM, useAppsFixture } from './support/appsFixture'

interface Permission {
  id: string
  name: string
  subject: string
  action: string
  assignedTo: string[]
  createdDate: string
}

describeOnDatabases('GET /apps/permissions/data', kind => {
  const app = useAppsFixture(kind)

  const list = async (query = '', email = AVERY) => {
    const answer = await app().request('GET', `/apps/permissions/data${query ? `?${query}` : ''}`, {
      token: await app().tokenFor(email)
    })
    expect(answer.status).toBe(200)
    return answer.json as { permissions: Permission[]; total: number; params: unknown; allData: unknown }
  }

  it('answers the organisation’s whole catalogue, by name, with counts per role', async () => {
    const body = await list()
    expect(body.total).toBe(PERMISSION_CATALOGUE.length)
    expect(body.params).toEqual({ q: '', role: null })
    const names = body.permissions.map(permission => permission.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(
      body.permissions.find(permission => permission.subject === 'users' && permission.action === 'read')
    ).toEqual({
      id: expect.any(String),
      name: 'View users',
      subject: 'users',
      action: 'read',
      assignedTo: ['admin', 'supervisor'],
      createdDate: expect.stringMatching(/Z$/)
    })
    const count = (role: string) =>
      PERMISSION_CATALOGUE.filter(entry => entry.assignedTo.includes(role as never)).length
    expect(body.allData).toEqual([
      { field: 'assignedTo', value: 'admin', count: count('admin') },
      { field: 'assignedTo', value: 'supervisor', count: count('supervisor') },
      { field: 'assignedTo', value: 'client', count: count('client') }
    ])
  })

  it('searches name, subject and action in any case, and filters by role', async () => {
    const campaigns = await list('q=CAMPAIGN')
    expect(campaigns.total).toBeGreaterThanOrEqual(3)
    expect(
      campaigns.permissions.every(permission => /campaign/i.test(`${permission.name} ${permission.subject}`))
    ).toBe(true)
    const clients = await list('role=client')
    expect(clients.permissions.map(permission => permission.subject)).toEqual(['acl-page'])
    expect(clients.params).toEqual({ q: '', role: 'client' })
    expect((await list('q=nothing-like-this')).total).toBe(0)
  })

  it('lets a supervisor read it too (the spec’s CRUD on the page’s subject)', async () => {
    expect((await list('', SAM)).total).toBe(PERMISSION_CATALOGUE.length)
  })

  it('gives an organisation it has never seen the catalogue on first read', async () => {
    expect((await list('', NINA)).total).toBe(PERMISSION_CATALOGUE.length)
  })
})

import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, useAppsFixture } from './support/appsFixture'

describeOnDatabases('concurrent writes to /apps', kind => {
  const app = useAppsFixture(kind)
  beforeEach(() => app().reset())

  it('adds 200 people sent at once, losing none', async () => {
    const token = await app().tokenFor(AVERY)
    const before = (await app().snapshot()).length
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        app().request('POST', '/apps/users/add-user', {
          token,
          body: {
            data: { fullName: `Burst ${index}`, email: `burst.${index}@democc.example`, role: 'client' }
          }
        })
      )
    )
    expect(answers.map(answer => answer.status)).toEqual(Array(200).fill(201))
    const ids = answers.map(answer => (answer.json?.user as { id: string }).id)
    expect(new Set(ids).size).toBe(200)
    expect((await app().snapshot()).length).toBe(before + 200)
    const listed = await app().request('GET', '/apps/users/list?q=burst.&pageSize=100&page=2', { token })
    expect(listed.json?.total).toBe(200)
    const clients = (listed.json?.allData as { field: string; value: string; count: number }[]).find(
      entry => entry.field === 'role' && entry.value === 'client'
    )
    expect(clients?.count).toBe(2 + 200)
  })

  it('adds one of 20 identical adds sent at once and answers the rest 409', async () => {
    const token = await app().tokenFor(AVERY)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app().request('POST', '/apps/users/add-user', {
          token,
          body: {
            data: {
              fullName: 'Twin',
              email: index % 2 ? 'TWIN@democc.example' : 'twin@democc.example',
              role: 'client'
            }
          }
        })
      )
    )
    const statuses = answers.map(answer => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(409)])
    expect(await app().findUser(DEMO_ORG, 'twin@democc.example')).toBeDefined()
  })

  it('records one row for a new person’s many first calls at once', async () => {
    // Vic is not listed: 30 simultaneous first calls must make one row, not 30 (nor a failure).
    const token = await app().tokenFor('vic.viewer@democc.example')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => app().request('GET', '/apps/users/list?q=vic', { token }))
    )
    expect(answers.every(answer => answer.status === 200)).toBe(true)
    expect(
      (await app().snapshot()).filter(row => row.email_key === 'vic.viewer@democc.example')
    ).toHaveLength(1)
  })
})

import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, SAM, VIC, useAppsFixture } from './support/appsFixture'

const validate = (token: string) => ({ headers: { AppKey: 'campaignManager' }, token }) as const

describeOnDatabases('/apps roles', kind => {
  const app = useAppsFixture(kind)
  beforeEach(() => app().reset())

  const addAs = async (email: string, data: Record<string, unknown>) =>
    app().request('POST', '/apps/users/add-user', { token: await app().tokenFor(email), body: { data } })

  it('answers the role in Validate: admin for a listed admin, recording the sign-in', async () => {
    const answer = await app().request('GET', '/api/auth/Validate', validate(await app().tokenFor(AVERY)))
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ userEmail: AVERY, orgId: DEMO_ORG, role: 'admin' })
    expect((await app().findUser(DEMO_ORG, AVERY))?.platform_user_id).toBe(answer.json?.userId)
  })

  it('makes an unknown signed-in person an active admin, listed from then on (spec 6)', async () => {
    expect(await app().findUser(DEMO_ORG, VIC)).toBeUndefined()
    const answer = await app().request('GET', '/api/auth/Validate', validate(await app().tokenFor(VIC)))
    expect(answer.json?.role).toBe('admin')
    expect(await app().findUser(DEMO_ORG, VIC)).toMatchObject({
      role: 'admin',
      status: 'active',
      full_name: 'Vic Viewer'
    })
  })

  it('gives a person an admin listed as client that role at their next sign-in, pending → active', async () => {
    expect(
      (await addAs(AVERY, { fullName: 'Vic Viewer', email: 'VIC.viewer@democc.example', role: 'client' }))
        .status
    ).toBe(201)
    expect((await app().findUser(DEMO_ORG, VIC))?.status).toBe('pending')
    const answer = await app().request('GET', '/api/auth/Validate', validate(await app().tokenFor(VIC)))
    expect(answer.status).toBe(200)
    expect(answer.json?.role).toBe('client')
    expect(await app().findUser(DEMO_ORG, VIC)).toMatchObject({ role: 'client', status: 'active' })
  })

  it('answers a client 403 on every /apps endpoint, and changes nothing', async () => {
    await addAs(AVERY, { fullName: 'Vic Viewer', email: VIC, role: 'client' })
    const token = await app().tokenFor(VIC)
    const avery = await app().findUser(DEMO_ORG, AVERY)
    const before = await app().snapshot()
    const calls = [
      app().request('GET', '/apps/users/list', { token }),
      app().request('POST', '/apps/users/add-user', {
        token,
        body: { data: { fullName: 'Eve', email: 'eve@democc.example', role: 'admin' } }
      }),
      app().request('DELETE', '/apps/users/delete', { token, body: { data: avery?.id } }),
      app().request('GET', '/apps/permissions/data', { token })
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({
        code: 'access.forbidden',
        message: expect.stringMatching(/^Your role \(client\)/)
      })
    }
    expect(await app().snapshot()).toEqual(before)
  })

  it('takes the role from the database on every call (a change applies at once, whatever the browser holds)', async () => {
    const token = await app().tokenFor(VIC)
    expect((await app().request('GET', '/apps/users/list', { token })).status).toBe(200) // unknown → admin
    const vic = await app().findUser(DEMO_ORG, VIC)
    expect(
      (
        await app().request('DELETE', '/apps/users/delete', {
          token: await app().tokenFor(AVERY),
          body: { data: vic?.id }
        })
      ).status
    ).toBe(200)
    await addAs(AVERY, { fullName: 'Vic Viewer', email: VIC, role: 'client' })
    expect((await app().request('GET', '/apps/users/list', { token })).status).toBe(403)
  })

  it('lets a supervisor list, add and remove supervisors and clients, but never add or remove an admin', async () => {
    const sam = await app().tokenFor(SAM)
    expect((await app().request('GET', '/apps/users/list', { token: sam })).status).toBe(200)
    expect((await app().request('GET', '/apps/permissions/data', { token: sam })).status).toBe(200)
    const before = await app().snapshot()
    const escalation = await addAs(SAM, {
      fullName: 'Mallory',
      email: 'mallory@democc.example',
      role: 'admin'
    })
    expect(escalation.status).toBe(403)
    expect(escalation.json?.code).toBe('user.role_not_allowed')
    const avery = await app().findUser(DEMO_ORG, AVERY)
    const removal = await app().request('DELETE', '/apps/users/delete', {
      token: sam,
      body: { data: avery?.id }
    })
    expect(removal.status).toBe(403)
    expect(removal.json?.code).toBe('user.role_not_allowed')
    expect(await app().snapshot()).toEqual(before)

    const added = await addAs(SAM, { fullName: 'Carl Client', email: 'carl@democc.example', role: 'client' })
    expect(added.status).toBe(201)
    const id = (added.json?.user as { id: string }).id
    expect(
      (await app().request('DELETE', '/apps/users/delete', { token: sam, body: { data: id } })).status
    ).toBe(200)
  })

  it('turns an inactive person away, at sign-in and on every call', async () => {
    const { db } = await import('@/server/db').then(m => m.getDatabase())
    await db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('org_id', '=', DEMO_ORG)
      .where('email_key', '=', SAM)
      .execute()
    const token = await app().tokenFor(SAM)
    const validation = await app().request('GET', '/api/auth/Validate', validate(token))
    expect(validation.status).toBe(403)
    expect(validation.json?.code).toBe('access.inactive')
    const list = await app().request('GET', '/apps/users/list', { token })
    expect(list.status).toBe(403)
    expect(list.json?.code).toBe('access.inactive')
  })
})

import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, NORTHWIND_ORG, SAM, useAppsFixture } from './support/appsFixture'

interface CreatedUser {
  id: string
  fullName: string
  email: string
  role: string
  status: string
  createdAt: string
  platformUserId: string | null
}

describeOnDatabases('POST /apps/users/add-user and DELETE /apps/users/delete', kind => {
  const app = useAppsFixture(kind)
  beforeEach(() => app().reset())

  const add = async (data: Record<string, unknown>, email = AVERY) =>
    app().request('POST', '/apps/users/add-user', { token: await app().tokenFor(email), body: { data } })
  const remove = async (id: unknown, email = AVERY) =>
    app().request('DELETE', '/apps/users/delete', { token: await app().tokenFor(email), body: { data: id } })

  it('adds a person: 201 with the user, pending until they sign in, tidied up', async () => {
    const answer = await add({
      fullName: '  Dana   Doe ',
      email: ' Dana.Doe@DemoCC.example ',
      role: 'supervisor'
    })
    expect(answer.status).toBe(201)
    const user = answer.json?.user as CreatedUser
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullName: 'Dana Doe',
      email: 'Dana.Doe@DemoCC.example',
      role: 'supervisor',
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      platformUserId: null
    })
    expect(await app().findUser(DEMO_ORG, 'dana.doe@democc.example')).toMatchObject({
      id: user.id,
      org_id: DEMO_ORG
    })
    const listed = await app().request('GET', '/apps/users/list?q=dana', {
      token: await app().tokenFor(AVERY)
    })
    expect(listed.json?.users).toEqual([user])
  })

  it('takes a status when given', async () => {
    const answer = await add({
      fullName: 'Ina Active',
      email: 'ina@democc.example',
      role: 'client',
      status: 'inactive'
    })
    expect((answer.json?.user as CreatedUser).status).toBe('inactive')
  })

  it.each([
    ['the same address', 'sam.supervisor@democc.example'],
    ['the address in another case', 'Sam.SUPERVISOR@democc.EXAMPLE'],
    ['the address with spaces around it', '  sam.supervisor@democc.example ']
  ])('refuses %s twice in one organisation: 409, nothing added', async (_, email) => {
    await app().tokenFor(AVERY)
    const before = await app().snapshot()
    const answer = await add({ fullName: 'Sam Again', email, role: 'client' })
    expect(answer.status).toBe(409)
    expect(answer.json).toEqual({ code: 'user.email_taken', message: expect.stringContaining('already') })
    expect(await app().snapshot()).toEqual(before)
  })

  it('removes a person: 200 with the removed user, gone from the list', async () => {
    const tom = await app().findUser(DEMO_ORG, 'tom.okafor@democc.example')
    const answer = await remove(tom?.id)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      deleted: expect.objectContaining({ id: tom?.id, email: 'tom.okafor@democc.example', role: 'client' })
    })
    expect(await app().findUser(DEMO_ORG, 'tom.okafor@democc.example')).toBeUndefined()
    expect((await remove(tom?.id)).status).toBe(404)
  })

  it('answers 404 for an unknown id and removes nothing', async () => {
    await app().tokenFor(AVERY)
    const before = await app().snapshot()
    const answer = await remove('0b5e2a4c-1111-4222-8333-444455556666')
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ code: 'user.not_found', message: expect.any(String) })
    expect(await app().snapshot()).toEqual(before)
  })

  it('answers 404 for another organisation’s user and removes nothing', async () => {
    await app().tokenFor(AVERY)
    const nina = await app().findUser(NORTHWIND_ORG, NINA)
    const before = await app().snapshot()
    expect((await remove(nina?.id)).status).toBe(404)
    expect(await app().snapshot()).toEqual(before)
  })

  it('refuses a removed person’s next call instead of adding them back as an admin, until re-added', async () => {
    const samToken = await app().tokenFor(SAM)
    const sam = await app().findUser(DEMO_ORG, SAM)
    expect((await remove(sam?.id)).status).toBe(200)
    const before = await app().snapshot()
    const call = await app().request('GET', '/apps/users/list', { token: samToken })
    expect(call.status).toBe(403)
    expect(call.json?.code).toBe('access.removed')
    const signIn = await app().request('GET', '/api/auth/Validate', {
      token: samToken,
      headers: { AppKey: 'campaignManager' }
    })
    expect(signIn.status).toBe(403)
    expect(signIn.json?.code).toBe('access.removed')
    expect(await app().snapshot()).toEqual(before)
    expect((await add({ fullName: 'Sam Supervisor', email: SAM, role: 'client' })).status).toBe(201)
    const again = await app().request('GET', '/api/auth/Validate', {
      token: samToken,
      headers: { AppKey: 'campaignManager' }
    })
    expect(again.json?.role).toBe('client')
  })

  it('refuses to remove yourself: 409 user.self', async () => {
    await add({ fullName: 'Second Admin', email: 'second.admin@democc.example', role: 'admin' })
    const avery = await app().findUser(DEMO_ORG, AVERY)
    const before = await app().snapshot()
    const answer = await remove(avery?.id)
    expect(answer.status).toBe(409)
    expect(answer.json?.code).toBe('user.self')
    expect(await app().snapshot()).toEqual(before)
  })

  it('refuses to remove the last admin: 409 user.last_admin', async () => {
    const avery = await app().findUser(DEMO_ORG, AVERY)
    await app().tokenFor(AVERY)
    const before = await app().snapshot()
    const answer = await remove(avery?.id)
    expect(answer.status).toBe(409)
    expect(answer.json).toEqual({ code: 'user.last_admin', message: expect.stringContaining('last admin') })
    expect(await app().snapshot()).toEqual(before)
  })

  it('does not count an inactive admin as an admin who can take over', async () => {
    await add({
      fullName: 'Dormant Admin',
      email: 'dormant@democc.example',
      role: 'admin',
      status: 'inactive'
    })
    const avery = await app().findUser(DEMO_ORG, AVERY)
    expect((await remove(avery?.id)).json?.code).toBe('user.last_admin')
    // …and removing the inactive one is fine: the working admin stays.
    const dormant = await app().findUser(DEMO_ORG, 'dormant@democc.example')
    expect((await remove(dormant?.id)).status).toBe(200)
  })

  it('lets one admin remove another while another admin remains', async () => {
    const second = await add({
      fullName: 'Second Admin',
      email: 'second.admin@democc.example',
      role: 'admin'
    })
    expect((await remove((second.json?.user as CreatedUser).id)).status).toBe(200)
  })

  it('never leaves an organisation without an admin when admins remove each other at once', async () => {
    // Two admins, each removing the other at the same moment: one removal must be refused.
    await add({
      fullName: 'Second Admin',
      email: SAM.replace('sam.supervisor', 'second.admin'),
      role: 'admin'
    })
    const { db } = await getDatabase()
    await db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('org_id', '=', DEMO_ORG)
      .where('email_key', '=', SAM)
      .execute()
    await db
      .deleteFrom('users')
      .where('org_id', '=', DEMO_ORG)
      .where('email_key', '=', 'second.admin@democc.example')
      .execute()
    const avery = await app().findUser(DEMO_ORG, AVERY)
    const sam = await app().findUser(DEMO_ORG, SAM)
    const [one, other] = await Promise.all([remove(sam?.id, AVERY), remove(avery?.id, SAM)])
    // One wins; the other is refused as the last admin (409) or, if its caller was already removed, as a
    // removed person (403).
    expect([one.status, other.status].filter(status => status === 200)).toHaveLength(1)
    expect([403, 409]).toContain([one.status, other.status].find(status => status !== 200))
    const admins = await db
      .selectFrom('users')
      .select('email_key')
      .where('org_id', '=', DEMO_ORG)
      .where('role', '=', 'admin')
      .execute()
    expect(admins).toHaveLength(1)
  })
})

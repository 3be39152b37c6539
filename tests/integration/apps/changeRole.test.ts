import type { Role } from '@/shared/acl'
import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, NINA, NORTHWIND_ORG, SAM, useAppsFixture } from './support/appsFixture'

const TOM = 'tom.okafor@democc.example'

describeOnDatabases('PATCH /apps/users/change-role', kind => {
  const app = useAppsFixture(kind)
  beforeEach(async () => {
    await app().reset()
    // signed in first, so that a sign-in's own record is not taken for a change by the refused calls below
    for (const email of [AVERY, SAM, NINA]) await app().tokenFor(email)
  })

  const idOf = async (email: string, orgId = DEMO_ORG) => (await app().findUser(orgId, email))?.id
  const change = async (data: unknown, email = AVERY) =>
    app().request('PATCH', '/apps/users/change-role', { token: await app().tokenFor(email), body: { data } })
  /** Sam's role, given by Avery. */
  async function samIs(role: Role) {
    expect((await change({ id: await idOf(SAM), role }, AVERY)).status).toBe(200)
  }
  /** Refused: the status and code, and nothing changed in any organisation. */
  async function expectRefused(
    send: () => Promise<{ status: number; json?: Record<string, unknown> }>,
    status: number,
    code: string
  ) {
    const before = await app().snapshot()
    const { status: got, json } = await send()
    expect({ status: got, code: json?.code }).toEqual({ status, code })
    expect(typeof json?.message).toBe('string')
    expect(await app().snapshot()).toEqual(before)
  }

  it('gives a person another role: 200 with the person, and their very next call is judged by it', async () => {
    await app().tokenFor(SAM)
    const samId = await idOf(SAM)
    // Sam, a supervisor, may list users…
    expect(
      (await app().request('GET', '/apps/users/list', { token: await app().tokenFor(SAM) })).status
    ).toBe(200)
    const answer = await change({ id: samId, role: 'client' })
    expect(answer.status).toBe(200)
    expect(answer.json?.user).toMatchObject({ id: samId, email: SAM, role: 'client' })
    // …and as a client no longer may: the server reads the role from the database on every call
    const after = await app().request('GET', '/apps/users/list', { token: await app().tokenFor(SAM) })
    expect(after.status).toBe(403)
    // the list and its counts show the change at once (the per-organisation caches were emptied)
    const listed = await app().request('GET', `/apps/users/list?q=${encodeURIComponent(SAM)}`, {
      token: await app().tokenFor(AVERY)
    })
    expect((listed.json?.users as { role: string }[])[0]?.role).toBe('client')
  })

  it('makes someone admin (an admin may), and the same role again changes nothing', async () => {
    const tom = await idOf(TOM)
    expect((await change({ id: tom, role: 'admin' })).json?.user).toMatchObject({ role: 'admin' })
    const before = await app().snapshot()
    const again = await change({ id: tom, role: 'admin' })
    expect(again.status).toBe(200)
    expect(await app().snapshot()).toEqual(before)
  })

  it('lets a supervisor move people between supervisor and client only', async () => {
    const tom = await idOf(TOM)
    const promoted = await change({ id: tom, role: 'supervisor' }, SAM)
    expect(promoted.status).toBe(200)
    await expectRefused(async () => change({ id: tom, role: 'admin' }, SAM), 403, 'user.role_not_allowed')
    await expectRefused(
      async () => change({ id: await idOf(AVERY), role: 'client' }, SAM),
      403,
      'user.role_not_allowed'
    )
  })

  it('refuses a client (no update on users)', async () => {
    await samIs('client')
    await expectRefused(
      async () => change({ id: await idOf(TOM), role: 'supervisor' }, SAM),
      403,
      'access.forbidden'
    )
  })

  it('refuses your own role: 409 user.self', async () => {
    await change({ id: await idOf(TOM), role: 'admin' })
    await expectRefused(async () => change({ id: await idOf(AVERY), role: 'supervisor' }), 409, 'user.self')
  })

  // One admin cannot demote the last working admin one at a time (they are one themselves, and may not change
  // their own role): the last-admin rule matters when two admins demote each other at the same moment.
  it('never leaves an organisation without an admin when two admins demote each other at once', async () => {
    await samIs('admin')
    const [one, other] = await Promise.all([
      change({ id: await idOf(SAM), role: 'client' }, AVERY),
      change({ id: await idOf(AVERY), role: 'client' }, SAM)
    ])
    const statuses = [one.status, other.status]
    expect(statuses.filter(status => status === 200)).toHaveLength(1)
    // the other: refused as the last admin (409) or, already demoted, as someone who may not (403)
    expect([403, 409]).toContain(statuses.find(status => status !== 200))
    const { db } = await getDatabase()
    const admins = await db
      .selectFrom('users')
      .select('email_key')
      .where('org_id', '=', DEMO_ORG)
      .where('role', '=', 'admin')
      .execute()
    expect(admins).toHaveLength(1)
  })

  it("answers another organisation's id like an unknown one: 404, nothing changed", async () => {
    await app().tokenFor(NINA)
    await expectRefused(
      async () => change({ id: await idOf(NINA, NORTHWIND_ORG), role: 'client' }),
      404,
      'user.not_found'
    )
    await expectRefused(
      async () => change({ id: '00000000-0000-4000-8000-000000000000', role: 'client' }),
      404,
      'user.not_found'
    )
  })

  it.each([
    ['no data', undefined],
    ['data not an object', 'client'],
    ['no id', { role: 'client' }],
    ['id not a UUID', { id: 'sam', role: 'client' }],
    ['no role', { id: '00000000-0000-4000-8000-000000000000' }],
    ['an unknown role', { id: '00000000-0000-4000-8000-000000000000', role: 'owner' }],
    ['a role of another type', { id: '00000000-0000-4000-8000-000000000000', role: 1 }],
    ['an unknown field', { id: '00000000-0000-4000-8000-000000000000', role: 'client', status: 'active' }]
  ])('answers 400 for %s, with nothing changed', async (_, data) => {
    await expectRefused(async () => change(data), 400, 'body.invalid')
  })

  it('takes PATCH only, with a token', async () => {
    const id = await idOf(TOM)
    await expectRefused(
      async () =>
        app().request('POST', '/apps/users/change-role', {
          token: await app().tokenFor(AVERY),
          body: { data: { id, role: 'admin' } }
        }),
      405,
      'method.not_allowed'
    )
    await expectRefused(
      async () =>
        app().request('PATCH', '/apps/users/change-role', { body: { data: { id, role: 'admin' } } }),
      401,
      'token.missing'
    )
  })
})

import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, DEMO_ORG, SAM, useHardeningFixture, VIC } from './support/hardeningFixture'

/**
 * Issue 11, finding 6: people not on the users list become admins at their first sign-in (the spec's rule,
 * kept as the default); an admin may give them another role or refuse them until listed. Role changes are
 * audited; at least one admin always remains.
 */
const SETTINGS = '/apps/users/settings'
const APP_KEY = { AppKey: 'campaignManager' }

describeOnDatabases('the rule for people not on the list', kind => {
  const app = useHardeningFixture(kind)
  beforeEach(() => app().reset())

  const auditOf = async () => {
    const { db } = await getDatabase()
    return db
      .selectFrom('user_audit')
      .selectAll()
      .where('org_id', '=', DEMO_ORG)
      .orderBy('created_at')
      .execute()
  }
  const validate = async (email: string) =>
    app().request('GET', '/api/auth/Validate', { token: await app().issueToken(email), headers: APP_KEY })
  const setRule = async (unlistedSignIn: unknown, email = AVERY) =>
    app().request('PUT', SETTINGS, { token: await app().signIn(email), body: { data: { unlistedSignIn } } })

  it('keeps the spec’s default: someone not listed signs in as an admin, and it is audited', async () => {
    const answer = await app().request('GET', SETTINGS, { token: await app().signIn(AVERY) })
    expect(answer.json).toEqual({ settings: { unlistedSignIn: 'admin', updatedAt: null } })
    const vic = await validate(VIC)
    expect(vic.status).toBe(200)
    expect(vic.json).toMatchObject({ userEmail: VIC, role: 'admin' })
    expect(await auditOf()).toEqual([
      expect.objectContaining({
        action: 'signed_in_unlisted',
        subject_email: VIC,
        from_value: null,
        to_value: 'admin',
        actor_user_id: null,
        actor_email: VIC
      })
    ])
  })

  it.each(['supervisor', 'client'] as const)(
    'gives people not listed the role %s when an admin says so',
    async role => {
      expect((await setRule(role)).json).toEqual({
        settings: { unlistedSignIn: role, updatedAt: expect.any(String) }
      })
      expect((await validate(VIC)).json).toMatchObject({ userEmail: VIC, role })
      // the list shows them with that role
      const list = await app().request('GET', '/apps/users/list?q=vic', { token: await app().signIn(AVERY) })
      expect(list.json).toMatchObject({ total: 1, users: [expect.objectContaining({ email: VIC, role })] })
    }
  )

  it('refuses people not listed until someone adds them (the attack of the issue: a view-only user cannot become admin)', async () => {
    await setRule('refuse')
    const vic = await validate(VIC)
    expect(vic.status).toBe(403)
    expect(vic.json).toMatchObject({ code: 'access.not_listed' })
    // every API call too, and nothing is recorded for them
    const token = await app().issueToken(VIC)
    expect((await app().request('GET', '/apps/users/list', { token })).json).toMatchObject({
      code: 'access.not_listed'
    })
    expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(403)
    const list = await app().request('GET', '/apps/users/list?q=vic', { token: await app().signIn(AVERY) })
    expect(list.json).toMatchObject({ total: 0 })

    // listed people still sign in; once an admin adds Vic (as a client), he may too
    expect((await validate(SAM)).status).toBe(200)
    const added = await app().request('POST', '/apps/users/add-user', {
      token: await app().signIn(AVERY),
      body: { data: { fullName: 'Vic Viewer', email: VIC, role: 'client' } }
    })
    expect(added.status).toBe(201)
    expect((await validate(VIC)).json).toMatchObject({ role: 'client' })
  })

  it('lets only admins read or change the rule', async () => {
    await setRule('client') // Vic signs in as a client
    for (const email of [SAM, VIC]) {
      const token = await app().signIn(email)
      expect((await app().request('GET', SETTINGS, { token })).json).toMatchObject({
        code: 'access.forbidden'
      })
      const put = await app().request('PUT', SETTINGS, {
        token,
        body: { data: { unlistedSignIn: 'refuse' } }
      })
      expect(put.status).toBe(403)
    }
    expect((await app().request('GET', SETTINGS, { token: await app().signIn(AVERY) })).json).toMatchObject({
      settings: { unlistedSignIn: 'client' }
    })
  })

  it.each([
    [
      'an unknown choice',
      { data: { unlistedSignIn: 'owner' } },
      'data.unlistedSignIn must be one of admin, supervisor, client, refuse.'
    ],
    ['no choice', { data: {} }, 'data.unlistedSignIn must be one of admin, supervisor, client, refuse.'],
    ['an extra field', { data: { unlistedSignIn: 'client', orgId: 'x' } }, 'unknown field in data: orgId'],
    ['no data', { unlistedSignIn: 'client' }, 'unknown field: unlistedSignIn']
  ])('answers %s with a clear 400 and changes nothing', async (_, body, words) => {
    const answer = await app().request('PUT', SETTINGS, { token: await app().signIn(AVERY), body })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'body.invalid' })
    expect(String(answer.json.message)).toContain(words)
    expect((await app().request('GET', SETTINGS, { token: await app().signIn(AVERY) })).json).toMatchObject({
      settings: { unlistedSignIn: 'admin', updatedAt: null }
    })
  })

  it('audits the rule’s changes and every role change, with who made them', async () => {
    await setRule('client')
    const token = await app().signIn(AVERY)
    const list = await app().request<{ users: { id: string; email: string }[] }>(
      'GET',
      '/apps/users/list?q=sam',
      { token }
    )
    const sam = list.json.users.find(user => user.email === SAM)
    const changed = await app().request('PATCH', '/apps/users/change-role', {
      token,
      body: { data: { id: sam?.id, role: 'client' } }
    })
    expect(changed.status).toBe(200)
    const removed = await app().request('DELETE', '/apps/users/delete', { token, body: { data: sam?.id } })
    expect(removed.status).toBe(200)
    const entries = (await auditOf()).map(entry => ({
      action: entry.action,
      subject: entry.subject_email,
      from: entry.from_value,
      to: entry.to_value,
      by: entry.actor_email
    }))
    expect(entries).toEqual([
      { action: 'unlisted_sign_in_changed', subject: null, from: 'admin', to: 'client', by: AVERY },
      { action: 'role_changed', subject: SAM, from: 'supervisor', to: 'client', by: AVERY },
      { action: 'removed', subject: SAM, from: 'client', to: null, by: AVERY }
    ])
  })

  it('closes the issue’s attack: with the rule set, a newcomer cannot make the admin a client; the last admin stays', async () => {
    await setRule('client')
    const avery = await app().signIn(AVERY)
    const list = await app().request<{ users: { id: string; email: string }[] }>(
      'GET',
      '/apps/users/list?q=avery',
      {
        token: avery
      }
    )
    const averyId = list.json.users.find(user => user.email === AVERY)?.id
    const vic = await app().signIn(VIC)
    const attack = await app().request('PATCH', '/apps/users/change-role', {
      token: vic,
      body: { data: { id: averyId, role: 'client' } }
    })
    expect(attack.status).toBe(403)
    // and nobody can take the organisation's last admin away, not even herself
    const self = await app().request('PATCH', '/apps/users/change-role', {
      token: avery,
      body: { data: { id: averyId, role: 'client' } }
    })
    expect(self.status).toBe(409)
    expect((await app().request('GET', '/apps/users/list?role=admin', { token: avery })).json).toMatchObject({
      total: 1
    })
  })
})

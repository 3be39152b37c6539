import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { resetTokenValidator } from '@/server/auth'
import { AVERY, useHardeningFixture } from './support/hardeningFixture'

/**
 * Issue 11, findings 4 and 5: a token the platform has refused (or that was signed out) is refused by every
 * route at once, whatever a validation cache holds, on this instance and on the others; an incomplete
 * users/me answer is never cached.
 */
const USERS_ME = 'GET /api/v2/users/me'
const LIST = '/apps/users/list'
const VALIDATE = '/api/auth/Validate'
const APP_KEY = { AppKey: 'campaignManager' }

describeOnDatabases('token state', kind => {
  const app = useHardeningFixture(kind)
  beforeEach(() => app().reset())

  const usersMeCalls = async () => (await app().calls()).byRoute[USERS_ME] ?? 0

  it('refuses a token on every route as soon as the platform answered 401 for it on one', async () => {
    const token = await app().issueToken(AVERY, 300)
    expect((await app().request('GET', VALIDATE, { token, headers: APP_KEY })).status).toBe(200)
    expect((await app().request('GET', LIST, { token })).status).toBe(200)

    // the token expires at the platform; this server's validation cache still holds it (60 s)
    app().clock.advance(301_000)
    const campaigns = await app().request('GET', '/api/campaigns', { token })
    expect(campaigns.status).toBe(401)

    await app().resetCalls()
    // before: 200 from the cache on both, for up to a minute
    const list = await app().request('GET', LIST, { token })
    expect(list.status).toBe(401)
    expect(list.json).toMatchObject({ code: 'token.invalid' })
    expect(list.headers.get('www-authenticate')).toBe('Bearer')
    const validate = await app().request('GET', VALIDATE, { token, headers: APP_KEY })
    expect(validate.status).toBe(401)
    expect(validate.json).toMatchObject({ code: 'token.invalid' })
    // refused from what the app knows: the platform was not asked again
    expect(await usersMeCalls()).toBe(0)
  })

  it('keeps refusing a token the platform refused on another instance (shared through the database)', async () => {
    const token = await app().issueToken(AVERY, 300)
    expect((await app().request('GET', VALIDATE, { token, headers: APP_KEY })).status).toBe(200)
    app().clock.advance(301_000)
    expect((await app().request('GET', LIST + '?page=1', { token })).status).toBe(200) // still cached here
    expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(401)

    // another instance: nothing of this process's memory, only the database
    resetTokenValidator()
    await app().resetCalls()
    expect((await app().request('GET', LIST, { token })).status).toBe(401)
    expect(await usersMeCalls()).toBe(0)
  })

  it('refuses a signed-out token everywhere, on every instance, even when the platform could not revoke it', async () => {
    const token = await app().signIn(AVERY)
    expect((await app().request('GET', LIST, { token })).status).toBe(200)
    await addFault(app().emulator.url, { method: 'DELETE', path: '/api/v2/tokens/me', status: 503 })
    const logout = await app().request('POST', '/api/auth/Logout', { token })
    expect(logout.status).toBe(502)

    // the platform still accepts it…
    const atPlatform = await fetch(`${app().emulator.url}/api/v2/users/me`, {
      headers: { Authorization: `Bearer ${token}` }
    })
    expect(atPlatform.status).toBe(200)
    // …the app does not, here or on an instance that never saw the sign-out
    expect((await app().request('GET', LIST, { token })).status).toBe(401)
    resetTokenValidator()
    expect((await app().request('GET', VALIDATE, { token, headers: APP_KEY })).status).toBe(401)
    expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(401)
  })

  it('never caches an incomplete users/me answer: the next validation asks again and gets the whole user', async () => {
    const token = await app().issueToken(AVERY)
    await addFault(app().emulator.url, {
      method: 'GET',
      path: '/api/v2/users/me',
      status: 200,
      body: { id: 'b0000000-0000-4000-8000-000000000001', email: AVERY }
    })
    await app().resetCalls()
    const partial = await app().request('GET', VALIDATE, { token, headers: APP_KEY })
    expect(partial.status).toBe(200)
    expect(partial.json).toEqual({ userId: 'b0000000-0000-4000-8000-000000000001', userEmail: AVERY })

    // the platform has recovered: before, the partial user was answered from the cache for a minute
    const whole = await app().request('GET', VALIDATE, { token, headers: APP_KEY })
    expect(whole.status).toBe(200)
    expect(whole.json).toMatchObject({
      userEmail: AVERY,
      userName: AVERY,
      userFullName: 'Avery Admin',
      orgName: 'Demo Contact Centre',
      role: 'admin'
    })
    expect(await usersMeCalls()).toBe(2)
    // and the whole answer is cached
    expect((await app().request('GET', VALIDATE, { token, headers: APP_KEY })).status).toBe(200)
    expect(await usersMeCalls()).toBe(2)
  })
})

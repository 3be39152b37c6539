import { addFault, issueToken } from '../../support/emulatorControl'
import { AVERY, useAppsFixture } from '../apps/support/appsFixture'

/**
 * POST /api/auth/Logout over real HTTP against the emulator: signing out ends the token's life in the app at
 * once (not when the validation cache's minute is up) and at the platform.
 */
const LIST = '/apps/users/list?page=1&pageSize=10'

describe('POST /api/auth/Logout', () => {
  const fixture = useAppsFixture('sqlite')

  /** A token of Avery's own, signed in as the browser does (Validate), so the app has it in its cache. */
  async function signedInToken(): Promise<string> {
    const token = await issueToken(fixture().emulator.url, AVERY)
    const signIn = await fixture().request('GET', '/api/auth/Validate', {
      token,
      headers: { AppKey: 'campaignManager' }
    })
    expect(signIn.status).toBe(200)
    return token
  }

  it('makes the app refuse the token at once, and the platform revoke it', async () => {
    const token = await signedInToken()
    expect((await fixture().request('GET', LIST, { token })).status).toBe(200)

    const logout = await fixture().request('POST', '/api/auth/Logout', { token, scheme: 'Bearer' })
    expect(logout.status).toBe(204)
    expect(logout.text).toBe('')
    expect(logout.headers.get('cache-control')).toBe('no-store')
    expect(
      fixture().platformRequests.filter(line => line.startsWith('DELETE /api/v2/tokens/me 204'))
    ).toHaveLength(1)

    // within the validation cache's minute: refused all the same
    const after = await fixture().request('GET', LIST, { token })
    expect(after.status).toBe(401)
    expect(after.json).toMatchObject({ code: 'token.invalid' })
    const atPlatform = await fetch(`${fixture().emulator.url}/api/v2/users/me`, {
      headers: { Authorization: `Bearer ${token}` }
    })
    expect(atPlatform.status).toBe(401)
  })

  it('answers 204 for a token the platform no longer knows (signing out twice is fine)', async () => {
    const token = await signedInToken()
    expect((await fixture().request('POST', '/api/auth/Logout', { token })).status).toBe(204)
    expect((await fixture().request('POST', '/api/auth/Logout', { token })).status).toBe(204)
    expect((await fixture().request('POST', '/api/auth/Logout', { token: 'never-issued' })).status).toBe(204)
  })

  it('needs the token in the Authorization header, and POST', async () => {
    const missing = await fixture().request('POST', '/api/auth/Logout')
    expect(missing.status).toBe(401)
    expect(missing.json).toMatchObject({ code: 'token.missing' })
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    const basic = await fixture().request('POST', '/api/auth/Logout', {
      token: 'dXNlcjpwYXNz',
      scheme: 'Basic'
    })
    expect(basic.status).toBe(401)

    const token = await signedInToken()
    const get = await fixture().request('GET', '/api/auth/Logout', { token })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    // nothing was revoked by the refused calls
    expect((await fixture().request('GET', LIST, { token })).status).toBe(200)
  })

  it('says so when the platform cannot revoke the token, and names no token', async () => {
    const token = await signedInToken()
    await addFault(fixture().emulator.url, {
      method: 'DELETE',
      path: '/api/v2/tokens/me',
      status: 503,
      times: 1
    })
    const logout = await fixture().request('POST', '/api/auth/Logout', { token })
    expect(logout.status).toBe(502)
    expect(logout.json).toMatchObject({ code: 'platform.unavailable' })
    expect(logout.text).not.toContain(token)
  })
})

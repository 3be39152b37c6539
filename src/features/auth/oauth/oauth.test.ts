import { readPlatformConfig } from '@/shared/config/platformConfig'

import { parseCallback, takeCallbackParams } from './callbackParams'
import { checkState, encodeState, saveAttempt, takeAttempt } from './oauthAttempt'
import { codeChallengeFor, createCodeVerifier } from './pkce'
import { buildAuthorizeUrl } from './startPlatformLogin'

beforeEach(() => sessionStorage.clear())

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
    )
  })

  it('makes fresh 43-character verifiers', () => {
    const a = createCodeVerifier()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(createCodeVerifier()).not.toBe(a)
  })
})

describe('the OAuth state', () => {
  it('carries a Client App context back (gcHostOrigin, gcTargetEnv, langTag)', () => {
    const attempt = { nonce: 'n1', createdAt: 1_000 }
    const clientApp = { hostOrigin: 'https://apps.mypurecloud.ie', targetEnv: 'prod-euw1', langTag: 'fr-FR' }
    expect(checkState(encodeState('n1', '/', clientApp), attempt, 2_000)).toMatchObject({
      ok: true,
      clientApp
    })
    // checked as before: another tab's state is refused whatever it carries
    expect(checkState(encodeState('n2', '/', clientApp), attempt, 2_000)).toEqual({ ok: false })
  })

  it('carries the nonce and a safe returnUrl back', () => {
    const attempt = { nonce: 'n1', createdAt: 1_000 }
    expect(checkState(encodeState('n1', '/users?x=1'), attempt, 2_000)).toEqual({
      ok: true,
      returnUrl: '/users?x=1',
      attempt,
      clientApp: null
    })
  })

  it('never lets an unsafe returnUrl through', () => {
    const attempt = { nonce: 'n1', createdAt: 0 }
    expect(checkState(encodeState('n1', 'https://evil.example'), attempt, 1)).toMatchObject({
      ok: true,
      returnUrl: '/'
    })
  })

  it.each([
    ['another nonce', encodeState('other', '/'), { nonce: 'n1', createdAt: 0 }, 1],
    ['no pending attempt', encodeState('n1', '/'), null, 1],
    ['no state', null, { nonce: 'n1', createdAt: 0 }, 1],
    ['garbage', 'not-base64-json', { nonce: 'n1', createdAt: 0 }, 1],
    [
      'an attempt older than 15 minutes',
      encodeState('n1', '/'),
      { nonce: 'n1', createdAt: 0 },
      15 * 60 * 1000 + 1
    ]
  ])('rejects %s', (_label, state, attempt, now) => {
    expect(checkState(state, attempt, now)).toEqual({ ok: false })
  })

  it('keeps an attempt for one use only', () => {
    saveAttempt(sessionStorage, { nonce: 'n', codeVerifier: 'v', createdAt: 5 })
    expect(takeAttempt(sessionStorage)).toEqual({ nonce: 'n', codeVerifier: 'v', createdAt: 5 })
    expect(takeAttempt(sessionStorage)).toBeNull()
  })
})

describe('the authorize URL', () => {
  const base = { NEXT_PUBLIC_GENESYS_EMULATOR_URL: 'http://localhost:4010' }

  it('asks for a code with an S256 challenge under PKCE and remembers the verifier', async () => {
    const config = readPlatformConfig(base)
    const url = new URL(await buildAuthorizeUrl(config, 'http://localhost:3000', '/users', sessionStorage, 7))
    expect(url.origin + url.pathname).toBe('http://localhost:4010/login/oauth/authorize')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('client_id')).toBe('campaign-manager-demo')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/pages/campaign-manager/')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    const attempt = takeAttempt(sessionStorage)!
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeFor(attempt.codeVerifier!))
    expect(checkState(url.searchParams.get('state'), attempt, 8)).toMatchObject({
      ok: true,
      returnUrl: '/users'
    })
  })

  it('asks for a token under the implicit grant, without a challenge', async () => {
    const config = readPlatformConfig({ ...base, NEXT_PUBLIC_OAUTH_GRANT: 'implicit' })
    const url = new URL(await buildAuthorizeUrl(config, 'http://localhost:3000', '/', sessionStorage, 7))
    expect(url.searchParams.get('response_type')).toBe('token')
    expect(url.searchParams.has('code_challenge')).toBe(false)
    expect(takeAttempt(sessionStorage)?.codeVerifier).toBeUndefined()
  })

  it('goes to login.<region> for a real Genesys Cloud region', async () => {
    const config = readPlatformConfig({
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie',
      NEXT_PUBLIC_GENESYS_CLOUD_CLIENT_ID: 'abc'
    })
    const url = new URL(await buildAuthorizeUrl(config, 'https://cm.example', '/', sessionStorage, 7))
    expect(url.origin + url.pathname).toBe('https://login.mypurecloud.ie/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('abc')
    expect(config.apiBaseUrl).toBe('https://api.mypurecloud.ie')
  })
})

describe('reading the callback', () => {
  it('finds an implicit token in the hash', () => {
    expect(parseCallback('', '#access_token=abc&expires_in=86400&token_type=bearer&state=s1')).toEqual({
      kind: 'token',
      accessToken: 'abc',
      state: 's1'
    })
  })

  it('finds a PKCE code in the query', () => {
    expect(parseCallback('?code=c1&state=s1', '')).toEqual({ kind: 'code', code: 'c1', state: 's1' })
  })

  it('reports an error from the platform', () => {
    expect(parseCallback('?error=access_denied&error_description=no&state=s', '')).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'no',
      state: 's'
    })
  })

  it('finds nothing in an empty callback', () => {
    expect(parseCallback('', '')).toEqual({ kind: 'none' })
    expect(parseCallback('?state=s', '#access_token=')).toEqual({ kind: 'none' })
  })

  it('takes the parameters out of the address bar', () => {
    window.history.replaceState(null, '', '/pages/campaign-manager/?code=secret&state=s')
    expect(takeCallbackParams(window)).toEqual({ kind: 'code', code: 'secret', state: 's' })
    expect(window.location.href).not.toContain('secret')
    expect(window.location.pathname).toBe('/pages/campaign-manager/')
  })
})

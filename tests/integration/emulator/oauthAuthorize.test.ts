import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { createPkcePair } from '../../../emulator/src/testing/pkcePair'
import { readSignInForm } from '../../../emulator/src/testing/readSignInForm'
import { pressSignIn } from '../../../emulator/src/testing/signIn'
import { CLIENT_ID, getWithToken, hashParams, postForm, REDIRECT_URI } from './support/requests'

let emulator: Emulator
let authorizeUrl: string

beforeAll(async () => {
  emulator = await createEmulator({
    port: 0,
    quiet: true,
    appOrigins: ['http://localhost:3000', 'http://127.0.0.1:3100']
  })
  authorizeUrl = `${emulator.url}/login/oauth/authorize`
})
afterAll(() => emulator.close())

const authorize = (params: Record<string, string>) =>
  fetch(`${authorizeUrl}?${new URLSearchParams(params)}`, { redirect: 'manual' })

describe('requests that cannot be trusted get an error page, never a redirect', () => {
  test('unknown client_id', async () => {
    const answer = await authorize({
      client_id: 'someone-else',
      redirect_uri: REDIRECT_URI,
      response_type: 'token'
    })

    expect(answer.status).toBe(400)
    expect(answer.headers.get('location')).toBeNull()
    expect(answer.headers.get('content-type')).toMatch(/text\/html/)
    const page = await answer.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('Unknown client_id')
  })

  test('redirect_uri that is not registered exactly', async () => {
    for (const redirectUri of [
      'https://evil.example/pages/campaign-manager/',
      'http://localhost:3000/pages/campaign-manager', // no trailing slash
      'http://localhost:3000/pages/campaign-manager/?next=evil',
      'http://localhost:3001/pages/campaign-manager/'
    ]) {
      const answer = await authorize({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        response_type: 'token'
      })
      expect(answer.status).toBe(400)
      expect(answer.headers.get('location')).toBeNull()
      expect(await answer.text()).toContain('is not registered')
    }
  })

  test('missing redirect_uri', async () => {
    const answer = await authorize({ client_id: CLIENT_ID, response_type: 'token' })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('location')).toBeNull()
  })

  test('whatever the request carries is escaped on the error page', async () => {
    const answer = await authorize({ client_id: '<script>alert(1)</script>', redirect_uri: REDIRECT_URI })
    const page = await answer.text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;')
  })
})

describe('other bad requests are reported to the app through the redirect', () => {
  test('code flow without a code challenge: error in the query, with the state', async () => {
    const answer = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      state: 's 1'
    })

    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe(REDIRECT_URI)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/S256/)
    expect(location.searchParams.get('state')).toBe('s 1')
  })

  test('code flow with the plain challenge method is refused', async () => {
    const answer = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge: createPkcePair().challenge,
      code_challenge_method: 'plain'
    })
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request')
  })

  test('unsupported response_type', async () => {
    const answer = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'id_token'
    })
    expect(answer.status).toBe(302)
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'unsupported_response_type'
    )
  })
})

describe('the sign-in page', () => {
  test('lists every seeded user as a "Sign in as <name>" button and carries the request', async () => {
    const { challenge } = createPkcePair()
    const answer = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st'
    })

    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    const page = await answer.text()
    expect(page).toMatch(/<html lang="en">[\s\S]*<title>[^<]+<\/title>[\s\S]*<h1>/)
    expect(page).toContain('>Cancel</button>')
    const form = readSignInForm(page)
    expect(form.users.map(user => user.name)).toEqual([
      'Avery Admin',
      'Sam Supervisor',
      'Vic Viewer',
      'Nina North'
    ])
    expect(form.fields).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      state: 'st',
      code_challenge: challenge,
      code_challenge_method: 'S256'
    })
  })

  test('escapes the state it echoes', async () => {
    const state = '"><script>alert(1)</script>'
    const page = await (
      await authorize({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'token', state })
    ).text()
    expect(page).not.toContain('<script>alert(1)')
    expect(readSignInForm(page).fields.state).toBe(state)
  })

  test('accepts the redirect URI of every configured app origin', async () => {
    const answer = await authorize({
      client_id: CLIENT_ID,
      redirect_uri: 'http://127.0.0.1:3100/pages/campaign-manager/',
      response_type: 'token'
    })
    expect(answer.status).toBe(200)
  })
})

describe('implicit grant', () => {
  test('answers in the hash with the token, its lifetime, the type and the state', async () => {
    const state = 'gcHostOrigin=https://apps.mypurecloud.ie&x=1 2'
    const location = await pressSignIn(
      emulator.url,
      { client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'token', state },
      'Vic Viewer'
    )

    expect(location.origin + location.pathname).toBe(REDIRECT_URI)
    expect(location.search).toBe('')
    const hash = hashParams(location.href)
    expect(hash.get('token_type')).toBe('bearer')
    expect(hash.get('expires_in')).toBe('86400')
    expect(hash.get('state')).toBe(state)
    // the token names the user who pressed the button
    const me = await getWithToken(`${emulator.url}/api/v2/users/me`, hash.get('access_token') ?? '')
    expect(await me.json()).toMatchObject({ id: seedUsers.vic.id })
  })

  test('without a state, no state comes back', async () => {
    const location = await pressSignIn(
      emulator.url,
      { client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'token' },
      'Avery Admin'
    )
    expect(hashParams(location.href).has('state')).toBe(false)
  })

  test('Cancel sends access_denied back in the hash', async () => {
    const answer = await postForm(authorizeUrl, {
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'token',
      state: 'abc',
      cancel: '1'
    })
    expect(answer.status).toBe(302)
    const hash = hashParams(answer.headers.get('location') ?? '')
    expect(hash.get('error')).toBe('access_denied')
    expect(hash.get('state')).toBe('abc')
    expect(hash.has('access_token')).toBe(false)
  })
})

describe('the sign-in POST checks everything again', () => {
  test('a tampered redirect_uri is refused without a redirect', async () => {
    const answer = await postForm(authorizeUrl, {
      client_id: CLIENT_ID,
      redirect_uri: 'https://evil.example/',
      response_type: 'token',
      user_id: seedUsers.avery.id
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('location')).toBeNull()
  })

  test('an unknown user is refused', async () => {
    const answer = await postForm(authorizeUrl, {
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'token',
      user_id: 'nobody'
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('location')).toBeNull()
  })
})

describe('logout', () => {
  const logoutUrl = (params: Record<string, string>) =>
    `${emulator.url}/login/logout?${new URLSearchParams(params)}`

  test('returns to a registered redirect URI or a page on a registered origin', async () => {
    for (const target of [REDIRECT_URI, 'http://localhost:3000/login']) {
      const answer = await fetch(logoutUrl({ client_id: CLIENT_ID, redirect_uri: target }), {
        redirect: 'manual'
      })
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toBe(target)
    }
  })

  test('shows a signed-out page for anything else', async () => {
    const requests: Record<string, string>[] = [
      { client_id: CLIENT_ID, redirect_uri: 'https://evil.example/' },
      { client_id: 'other', redirect_uri: REDIRECT_URI },
      { client_id: CLIENT_ID }
    ]
    for (const params of requests) {
      const answer = await fetch(logoutUrl(params), { redirect: 'manual' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('location')).toBeNull()
      expect(await answer.text()).toContain('You are signed out')
    }
  })
})

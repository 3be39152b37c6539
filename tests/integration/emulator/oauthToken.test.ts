import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { CODE_TTL_MS } from '../../../emulator/src/oauth/codeStore'
import { createPkcePair } from '../../../emulator/src/testing/pkcePair'
import { authorizeWithPkce } from '../../../emulator/src/testing/signIn'
import { CLIENT_ID, getWithToken, postForm, REDIRECT_URI } from './support/requests'

// A clock the tests can move, so code expiry is tested without waiting a minute.
let now = Date.now()
let emulator: Emulator
let tokenUrl: string

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true, now: () => now })
  tokenUrl = `${emulator.url}/login/oauth/token`
})
afterAll(() => emulator.close())
beforeEach(() => {
  now = Date.now()
})

async function exchange(overrides: Record<string, string> = {}, userName = 'Avery Admin') {
  const grant = await authorizeWithPkce({ baseUrl: emulator.url, userName })
  const fields = {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.verifier,
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    ...overrides
  }
  const answer = await postForm(tokenUrl, fields)
  return { answer, body: (await answer.json()) as Record<string, unknown>, fields }
}

test('a good exchange answers a bearer token that works on the Platform API', async () => {
  const { answer, body } = await exchange({}, 'Sam Supervisor')

  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(body).toEqual({
    access_token: expect.stringMatching(/^[\w-]{43}$/),
    token_type: 'bearer',
    expires_in: 86400
  })
  const me = await getWithToken(`${emulator.url}/api/v2/users/me`, String(body.access_token))
  expect(me.status).toBe(200)
  expect(await me.json()).toMatchObject({ name: 'Sam Supervisor' })
})

test('a verifier that does not match the challenge is invalid_grant', async () => {
  const { answer, body } = await exchange({ code_verifier: createPkcePair().verifier })

  expect(answer.status).toBe(400)
  expect(body).toEqual({
    error: 'invalid_grant',
    description: expect.stringMatching(/code_verifier/),
    error_description: expect.any(String)
  })
})

test('a code works once: reusing it is invalid_grant', async () => {
  const first = await exchange()
  expect(first.answer.status).toBe(200)

  const again = await postForm(tokenUrl, first.fields)
  expect(again.status).toBe(400)
  expect(await again.json()).toMatchObject({
    error: 'invalid_grant',
    error_description: expect.stringMatching(/already been used/)
  })
})

test('a code older than a minute is invalid_grant', async () => {
  const grant = await authorizeWithPkce({ baseUrl: emulator.url, userName: 'Avery Admin' })
  now += CODE_TTL_MS + 1

  const answer = await postForm(tokenUrl, {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.verifier,
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI
  })
  expect(answer.status).toBe(400)
  expect(await answer.json()).toMatchObject({
    error: 'invalid_grant',
    error_description: expect.stringMatching(/expired/)
  })
})

test.each([
  ['an unknown code', { code: 'made-up' }, 'invalid_grant'],
  ['another redirect_uri', { redirect_uri: 'http://localhost:3000/other/' }, 'invalid_grant'],
  ['an unknown client', { client_id: 'someone-else' }, 'invalid_client'],
  ['another grant type', { grant_type: 'client_credentials' }, 'unsupported_grant_type'],
  ['no code_verifier', { code_verifier: '' }, 'invalid_request'],
  ['a malformed code_verifier', { code_verifier: 'short' }, 'invalid_request']
])('%s is refused with %p', async (_name, overrides, error) => {
  const { answer, body } = await exchange(overrides as Record<string, string>)
  expect(answer.status).toBe(400)
  expect(body.error).toBe(error)
})

test('a JSON body is invalid_request: the endpoint takes forms only', async () => {
  const answer = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code' })
  })
  expect(answer.status).toBe(400)
  expect(await answer.json()).toMatchObject({ error: 'invalid_request' })
})

describe('CORS on the token endpoint (the browser exchanges the code itself)', () => {
  const preflight = (origin: string) =>
    fetch(tokenUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type'
      }
    })

  test('the app origin may POST', async () => {
    const answer = await preflight('http://localhost:3000')
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST')
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i)
  })

  test('a foreign origin is not allowed', async () => {
    const answer = await preflight('https://evil.example')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('the token answer itself is readable by the app origin only', async () => {
    const { answer } = await exchange({ code: 'x' })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()

    const fromApp = await postForm(
      tokenUrl,
      { grant_type: 'authorization_code' },
      { Origin: 'http://localhost:3000' }
    )
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })
})

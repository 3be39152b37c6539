import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { APP_ORIGIN, getWithToken, postJson } from './support/requests'

let emulator: Emulator
let meUrl: string

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true })
  meUrl = `${emulator.url}/api/v2/users/me`
})
afterAll(() => emulator.close())

test('no token: 401 authentication.required as an ErrorBody, contextId in ININ-Correlation-Id', async () => {
  const answer = await fetch(meUrl)

  expect(answer.status).toBe(401)
  const body = await answer.json()
  expect(body).toEqual({
    message: expect.any(String),
    messageWithParams: expect.any(String),
    messageParams: {},
    code: 'authentication.required',
    status: 401,
    contextId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    details: [],
    errors: []
  })
  expect(answer.headers.get('inin-correlation-id')).toBe(body.contextId)
})

test('successful answers carry an ININ-Correlation-Id too', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.avery.email)
  const answer = await getWithToken(meUrl, token)
  expect(answer.headers.get('inin-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
})

test('an unknown token: 401 bad.credentials', async () => {
  const answer = await getWithToken(meUrl, 'not-a-token')
  expect(answer.status).toBe(401)
  expect(await answer.json()).toMatchObject({
    code: 'bad.credentials',
    message: expect.stringMatching(/not known/)
  })
})

test('an expired token: 401 bad.credentials saying it expired', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.avery.email, 0)
  const answer = await getWithToken(meUrl, token)
  expect(answer.status).toBe(401)
  expect(await answer.json()).toMatchObject({
    code: 'bad.credentials',
    message: expect.stringMatching(/expired/)
  })
})

test('a short-lived token works until it expires', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.avery.email, 1)
  expect((await getWithToken(meUrl, token)).status).toBe(200)
  await new Promise(resolve => setTimeout(resolve, 1100))
  expect((await getWithToken(meUrl, token)).status).toBe(401)
})

test('a revoked token: 401 bad.credentials saying it was revoked', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.nina.email)
  const revoke = await fetch(`${emulator.url}/api/v2/tokens/me`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` }
  })
  expect(revoke.status).toBe(204)

  const answer = await getWithToken(meUrl, token)
  expect(await answer.json()).toMatchObject({
    code: 'bad.credentials',
    message: expect.stringMatching(/revoked/)
  })
})

test('a bare token (no "Bearer ") is accepted', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.sam.email)
  const answer = await fetch(meUrl, { headers: { Authorization: token } })
  expect(answer.status).toBe(200)
})

test('expand may be repeated or comma-separated', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.sam.email)
  for (const query of [
    'expand=organization&expand=authorization',
    'expand=organization,authorization,presence'
  ]) {
    const body = await (await getWithToken(`${meUrl}?${query}`, token)).json()
    expect(body.organization).toMatchObject({ thirdPartyOrgName: 'democc' })
    expect(body.authorization.permissions).toContain('outbound:campaign:start')
  }
})

test('/__emulator/tokens refuses an unknown email', async () => {
  const answer = await postJson(`${emulator.url}/__emulator/tokens`, { email: 'nobody@democc.example' })
  expect(answer.status).toBe(400)
  expect((await answer.json()).message).toMatch(/nobody@democc.example/)
})

describe('CORS on /api/v2', () => {
  const preflight = (origin: string) =>
    fetch(meUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization'
      }
    })

  test('the app origin: 204 with the methods and headers it may use', async () => {
    const answer = await preflight(APP_ORIGIN)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/Content-Type/)
  })

  test('a foreign origin gets no CORS headers', async () => {
    const answer = await preflight('https://evil.example')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('answers (errors included) expose Retry-After and ININ-Correlation-Id to the app', async () => {
    const answer = await fetch(meUrl, { headers: { Origin: APP_ORIGIN } })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After, ININ-Correlation-Id')
  })

  test('the control API answers the app origin too', async () => {
    const answer = await fetch(`${emulator.url}/__emulator/health`, { headers: { Origin: APP_ORIGIN } })
    expect(await answer.json()).toEqual({ ok: true })
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
  })
})

test('an unknown path is 404 not.found', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.avery.email)
  const answer = await getWithToken(`${emulator.url}/api/v2/outbound/nothing-here`, token)
  expect(answer.status).toBe(404)
  expect(await answer.json()).toMatchObject({ code: 'not.found', status: 404 })
})

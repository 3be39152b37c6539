import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { getWithToken, postJson } from './support/requests'

let emulator: Emulator
let token: string
let orgUrl: string

const addFault = (fault: Record<string, unknown>) => postJson(`${emulator.url}/__emulator/faults`, fault)

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true })
  orgUrl = `${emulator.url}/api/v2/organizations/me`
})
afterAll(() => emulator.close())
beforeEach(async () => {
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  token = await issueTestToken(emulator.url, seedUsers.avery.email)
})

test('a fault answers the next `times` calls, then the real answer comes back', async () => {
  const created = await addFault({ method: 'get', path: '/api/v2/organizations/me', status: 503, times: 2 })
  expect(created.status).toBe(201)
  expect(await created.json()).toMatchObject({
    method: 'GET',
    path: '/api/v2/organizations/me',
    status: 503,
    times: 2,
    delayMs: 0
  })

  const statuses = []
  for (let call = 0; call < 3; call++) statuses.push((await getWithToken(orgUrl, token)).status)
  expect(statuses).toEqual([503, 503, 200])
})

test('without a body the fault answers an ErrorBody that fits its status', async () => {
  await addFault({ method: 'GET', path: '/api/v2/organizations/me', status: 503 })
  await addFault({ method: 'GET', path: '/api/v2/users/me', status: 429 })

  const unavailable = await getWithToken(orgUrl, token)
  const body = await unavailable.json()
  expect(body).toMatchObject({ status: 503, code: 'service.unavailable', details: [], errors: [] })
  expect(unavailable.headers.get('inin-correlation-id')).toBe(body.contextId)

  const limited = await getWithToken(`${emulator.url}/api/v2/users/me`, token)
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toBe('1')
  expect(await limited.json()).toMatchObject({ code: 'too.many.requests' })
})

test('a given body is passed through as JSON', async () => {
  const body = { message: 'Conflict!', code: 'custom.conflict', status: 409, nested: { list: [1, 2] } }
  await addFault({ method: 'GET', path: '/api/v2/organizations/me', status: 409, body })

  const answer = await getWithToken(orgUrl, token)
  expect(answer.status).toBe(409)
  expect(await answer.json()).toEqual(body)
})

test('the delay is honoured, and without a status the call then succeeds', async () => {
  await addFault({ method: 'GET', path: '/api/v2/organizations/me', delayMs: 300 })

  const started = Date.now()
  const answer = await getWithToken(orgUrl, token)
  expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  expect(answer.status).toBe(200)

  const quick = Date.now()
  await getWithToken(orgUrl, token)
  expect(Date.now() - quick).toBeLessThan(250)
})

test('faults match the path without its query string, whatever the method case', async () => {
  await addFault({ method: 'Get', path: '/api/v2/users/me?expand=organization', status: 500 })

  const answer = await getWithToken(`${emulator.url}/api/v2/users/me?expand=authorization`, token)
  expect(answer.status).toBe(500)
  expect(await answer.json()).toMatchObject({ code: 'internal.server.error' })
})

test('faults only hit their own method and path', async () => {
  await addFault({ method: 'DELETE', path: '/api/v2/tokens/me', status: 500 })
  expect((await getWithToken(`${emulator.url}/api/v2/tokens/me`, token)).status).toBe(200)
  expect((await getWithToken(orgUrl, token)).status).toBe(200)
})

test('the token endpoint can be faulted too', async () => {
  await addFault({ method: 'POST', path: '/login/oauth/token', status: 503 })
  const answer = await fetch(`${emulator.url}/login/oauth/token`, { method: 'POST' })
  expect(answer.status).toBe(503)
})

test('DELETE /__emulator/faults clears pending faults', async () => {
  await addFault({ method: 'GET', path: '/api/v2/organizations/me', status: 500, times: 5 })
  expect((await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' })).status).toBe(200)
  expect((await getWithToken(orgUrl, token)).status).toBe(200)
})

test.each([
  [{ path: '/api/v2/users/me', status: 500 }, /method/],
  [{ method: 'GET', path: 'api/v2/users/me' }, /path/],
  [{ method: 'GET', path: '/x', status: 42 }, /status/],
  [{ method: 'GET', path: '/x', times: 0 }, /times/],
  [{ method: 'GET', path: '/x', delayMs: -5 }, /delayMs/],
  [{ method: 'GET', path: '/x', time: 3 }, /time/]
])('a bad fault is refused with a message naming the problem: %j', async (fault, problem) => {
  const answer = await addFault(fault)
  expect(answer.status).toBe(400)
  const body = await answer.json()
  expect(body.code).toBe('bad.request')
  expect(body.message).toMatch(problem)
})

test('a body that is not JSON is refused', async () => {
  const answer = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"method":'
  })
  expect(answer.status).toBe(400)
  expect((await answer.json()).message).toMatch(/JSON/)
})

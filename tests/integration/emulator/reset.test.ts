import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { authorizeWithPkce, issueTestToken } from '../../../emulator/src/testing/signIn'
import { CLIENT_ID, getWithToken, postForm, postJson, REDIRECT_URI } from './support/requests'

let emulator: Emulator

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 2 })
})
afterAll(() => emulator.close())

test('health answers ok', async () => {
  const answer = await fetch(`${emulator.url}/__emulator/health`)
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({ ok: true })
})

test('reset forgets tokens, codes, faults and rate counters', async () => {
  const meUrl = `${emulator.url}/api/v2/users/me`
  const token = await issueTestToken(emulator.url, seedUsers.avery.email)
  const otherToken = await issueTestToken(emulator.url, seedUsers.sam.email)
  await getWithToken(meUrl, otherToken)
  await getWithToken(meUrl, otherToken)
  expect((await getWithToken(meUrl, otherToken)).status).toBe(429)
  const grant = await authorizeWithPkce({ baseUrl: emulator.url, userName: 'Avery Admin' })
  await postJson(`${emulator.url}/__emulator/faults`, {
    method: 'GET',
    path: '/api/v2/organizations/me',
    status: 500
  })

  const reset = await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
  expect(reset.status).toBe(200)
  expect(await reset.json()).toEqual({ ok: true })

  expect(await (await getWithToken(meUrl, token)).json()).toMatchObject({ code: 'bad.credentials' })
  const exchange = await postForm(`${emulator.url}/login/oauth/token`, {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.verifier,
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI
  })
  expect(await exchange.json()).toMatchObject({ error: 'invalid_grant' })

  const fresh = await issueTestToken(emulator.url, seedUsers.sam.email)
  expect((await getWithToken(`${emulator.url}/api/v2/organizations/me`, fresh)).status).toBe(200)
  expect((await getWithToken(meUrl, fresh)).status).toBe(200)
})

import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { APP_ORIGIN, getWithToken } from './support/requests'

let now = Date.now()
let emulator: Emulator
let meUrl: string

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 3, now: () => now })
  meUrl = `${emulator.url}/api/v2/users/me`
})
afterAll(() => emulator.close())

test('over the limit a token gets 429 too.many.requests with Retry-After, other tokens do not', async () => {
  const token = await issueTestToken(emulator.url, seedUsers.avery.email)
  const other = await issueTestToken(emulator.url, seedUsers.sam.email)

  for (let call = 0; call < 3; call++) expect((await getWithToken(meUrl, token)).status).toBe(200)
  now += 20_000
  const limited = await getWithToken(meUrl, token, { Origin: APP_ORIGIN })

  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toBe('40')
  expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After')
  expect(await limited.json()).toMatchObject({ code: 'too.many.requests', status: 429 })
  expect((await getWithToken(meUrl, other)).status).toBe(200)

  // the login service and the control API are not limited
  expect((await fetch(`${emulator.url}/__emulator/health`)).status).toBe(200)

  now += 40_000
  expect((await getWithToken(meUrl, token)).status).toBe(200)
})

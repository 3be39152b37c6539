import { createServer } from 'node:net'
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedOrganizations, seedUsers } from '../../../emulator/src/seed'
import * as validateRoute from '@/pages/api/auth/Validate'
import { resetTokenValidator } from '@/server/auth'
import { closeDatabase } from '@/server/db'
import { applyEnv, createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'
import { addFault, issueToken, resetEmulator } from '../../support/emulatorControl'
import { serveNextApiRoute, type ServedApiRoute } from '../../support/serveNextApiRoute'

/**
 * The auth service over real HTTP (Next's API resolver) against a running emulator: what the browser's
 * sign-in sees.
 */
const AVERY = 'avery.admin@democc.example'
const NINA = 'nina.north@northwind.example'
const USERS_ME = '/api/v2/users/me'

let emulator: Emulator
let service: ServedApiRoute
// Validate records each sign-in (and answers the role) in the users list: a database of this suite's own.
let database: TestDatabase
const platformRequests: string[] = []
const consoleLines: string[] = []

const usersMeCalls = () => platformRequests.filter(line => line.startsWith(`GET ${USERS_ME} `)).length

async function validate(headers: Record<string, string>, method = 'GET') {
  const response = await fetch(`${service.url}/api/auth/Validate`, { method, headers })
  const text = await response.text()
  return {
    response,
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined
  }
}

function pointAt(apiBaseUrl: string) {
  process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = apiBaseUrl
  resetTokenValidator()
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite')
  await closeDatabase()
  applyEnv(database.env)
  delete process.env.NEXT_PUBLIC_GENESYS_CLOUD_REGION
  delete process.env.APP_KEY
  delete process.env.SEQ_SERVER_URL
  emulator = await createEmulator({
    port: 0,
    rateLimitPerMinute: 0,
    log: line => platformRequests.push(line)
  })
  service = await serveNextApiRoute(validateRoute, '/api/auth/Validate')
})

afterAll(async () => {
  await service.close()
  await emulator.close()
  await closeDatabase()
  await database.drop()
  applyEnv({ DATABASE_FILE: undefined })
  delete process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL
  delete process.env.PLATFORM_TIMEOUT_MS
})

beforeEach(async () => {
  await resetEmulator(emulator.url)
  platformRequests.length = 0
  consoleLines.length = 0
  pointAt(emulator.url)
  for (const method of ['info', 'warn', 'error', 'log'] as const) {
    jest
      .spyOn(console, method)
      .mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')))
  }
})

afterEach(() => {
  jest.restoreAllMocks()
  delete process.env.PLATFORM_TIMEOUT_MS
})

describe('GET /api/auth/Validate', () => {
  it('answers who Avery is, from her bare token, with the documented mapping', async () => {
    const token = await issueToken(emulator.url, AVERY)
    const { response, status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({
      userId: seedUsers.avery.id,
      userName: AVERY,
      userEmail: AVERY,
      userFullName: 'Avery Admin',
      orgId: seedOrganizations.democc.id,
      orgName: 'Demo Contact Centre',
      orgFriendlyName: 'democc',
      role: 'admin'
    })
    expect(usersMeCalls()).toBe(1)
  })

  it('accepts the token as "Bearer <token>" too', async () => {
    const token = await issueToken(emulator.url, AVERY)
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: `Bearer ${token}` })
    expect(status).toBe(200)
    expect(body?.userFullName).toBe('Avery Admin')
  })

  it('maps a Northwind user to Northwind', async () => {
    const token = await issueToken(emulator.url, NINA)
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      userName: NINA,
      userFullName: 'Nina North',
      orgId: seedOrganizations.northwind.id,
      orgName: 'Northwind Outbound',
      orgFriendlyName: 'northwind'
    })
  })

  it('asks the platform only once for a token validated again within the cache window', async () => {
    const token = await issueToken(emulator.url, AVERY)
    const first = await validate({ AppKey: 'campaignManager', Authorization: token })
    const second = await validate({ AppKey: 'campaignManager', Authorization: `Bearer ${token}` })
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    // The emulator's own request log: one users/me call for two validations.
    expect(usersMeCalls()).toBe(1)
  })

  it.each([
    ['no AppKey', { Authorization: 'some-token' }, 'app_key.missing'],
    ['a wrong AppKey', { AppKey: 'otherApp', Authorization: 'some-token' }, 'app_key.invalid'],
    ['no token', { AppKey: 'campaignManager' }, 'token.missing'],
    ['an empty Bearer', { AppKey: 'campaignManager', Authorization: 'Bearer ' }, 'token.missing'],
    ['another scheme', { AppKey: 'campaignManager', Authorization: 'Basic dXNlcjpwYXNz' }, 'token.missing']
  ])('answers 401 to %s, without asking the platform', async (_, headers, code) => {
    const { response, status, body } = await validate(headers)
    expect(status).toBe(401)
    expect(body).toEqual({ code, message: expect.any(String) })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(usersMeCalls()).toBe(0)
  })

  it('accepts the AppKey configured in APP_KEY instead of the default', async () => {
    process.env.APP_KEY = 'otherApp'
    try {
      const token = await issueToken(emulator.url, AVERY)
      expect((await validate({ AppKey: 'otherApp', Authorization: token })).status).toBe(200)
      expect((await validate({ AppKey: 'campaignManager', Authorization: token })).body?.code).toBe(
        'app_key.invalid'
      )
    } finally {
      delete process.env.APP_KEY
    }
  })

  it('answers 401 token.invalid to a token the platform does not know', async () => {
    const { response, status, body } = await validate({
      AppKey: 'campaignManager',
      Authorization: 'not-a-real-token'
    })
    expect(status).toBe(401)
    expect(body?.code).toBe('token.invalid')
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('answers 401 token.invalid to an expired token', async () => {
    const token = await issueToken(emulator.url, AVERY, 0)
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(401)
    expect(body?.code).toBe('token.invalid')
  })

  it('answers 502 platform.unavailable when the platform answers 503, and logs it without the token', async () => {
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, { method: 'GET', path: USERS_ME, status: 503 })
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(502)
    expect(body).toEqual({
      code: 'platform.unavailable',
      message:
        'Could not check the access token with Genesys Cloud: Genesys Cloud answered 503 (service.unavailable) to GET /api/v2/users/me.'
    })
    expect(consoleLines.join('\n')).toContain('platform.unavailable')
    expect(consoleLines.join('\n')).not.toContain(token)
  })

  it('does not cache a failure: the next validation asks again and succeeds', async () => {
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, { method: 'GET', path: USERS_ME, status: 500 })
    expect((await validate({ AppKey: 'campaignManager', Authorization: token })).status).toBe(502)
    expect((await validate({ AppKey: 'campaignManager', Authorization: token })).status).toBe(200)
    expect(usersMeCalls()).toBe(2)
  })

  it('answers 503 platform.rate_limited with Retry-After when the platform answers 429', async () => {
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, { method: 'GET', path: USERS_ME, status: 429 })
    const { response, status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(503)
    expect(body?.code).toBe('platform.rate_limited')
    expect(response.headers.get('retry-after')).toBe('1')
  })

  it('answers 502 platform.unavailable when the platform does not answer in time', async () => {
    process.env.PLATFORM_TIMEOUT_MS = '200'
    resetTokenValidator()
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, { method: 'GET', path: USERS_ME, delayMs: 3000 })
    const started = Date.now()
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(502)
    expect(body?.code).toBe('platform.unavailable')
    expect(body?.message).toContain('did not answer GET /api/v2/users/me within 200 ms')
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('answers 502 platform.unavailable when the platform cannot be reached', async () => {
    const closedPort = await freePort()
    pointAt(`http://127.0.0.1:${closedPort}`)
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: 'any-token' })
    expect(status).toBe(502)
    expect(body?.code).toBe('platform.unavailable')
    expect(body?.message).toContain('could not be reached')
    expect(body?.message).toContain('ECONNREFUSED')
  })

  it('answers 502 when the platform answers something that is not a user', async () => {
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, { method: 'GET', path: USERS_ME, status: 200, body: ['not', 'a', 'user'] })
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(502)
    expect(body?.code).toBe('platform.unavailable')
  })

  it('leaves out orgName when the platform gives an organization without a name', async () => {
    const token = await issueToken(emulator.url, AVERY)
    await addFault(emulator.url, {
      method: 'GET',
      path: USERS_ME,
      status: 200,
      body: {
        id: 'u-1',
        name: 'Avery Admin',
        email: AVERY,
        username: AVERY,
        organization: { id: seedOrganizations.democc.id, thirdPartyOrgName: 'democc' }
      }
    })
    const { status, body } = await validate({ AppKey: 'campaignManager', Authorization: token })
    expect(status).toBe(200)
    expect(body).toEqual({
      userId: expect.any(String),
      userName: AVERY,
      userEmail: AVERY,
      userFullName: 'Avery Admin',
      orgId: seedOrganizations.democc.id,
      orgFriendlyName: 'democc',
      role: 'admin'
    })
  })

  it('answers 405 with Allow: GET to other methods', async () => {
    const { response, status, body } = await validate({ AppKey: 'campaignManager' }, 'POST')
    expect(status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body?.code).toBe('method.not_allowed')
  })
})

/** A port nothing listens on: bind one, then let it go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

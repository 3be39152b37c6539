import { createServer } from 'node:net'
import * as logsRoute from '@/pages/api/logs'
import { closeDatabase } from '@/server/db'
import { getLogRelay } from '@/server/logging/getLogRelay'
import { resetRateLimits } from '@/server/rateLimit'
import { NOT_YET_LOGGED_IN } from '@/shared/logging/logIdentity'
import { LOG_LIMITS } from '@/shared/logging/logLimits'
import { applyEnv, createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'
import { startFakeSeqServer, type FakeSeqServer } from '../../support/fakeSeqServer'
import { serveNextApiRoute, type ServedApiRoute } from '../../support/serveNextApiRoute'

/**
 * POST /api/logs over real HTTP (Next's API resolver), relaying to a fake Seq on loopback or to the console.
 * Without a token: the events are taken as "Not yet logged in" (tests/integration/hardening/logRelay.test.ts
 * has the signed-in side, the limits and the flood). The limits count in a SQLite database of the suite's own.
 */
const SECRET = 'eyJ-not-really-a-jwt-but-secret-123'

const event = (overrides: Record<string, unknown> = {}) => ({
  Timestamp: '2026-03-01T10:00:00.000Z',
  Level: 'Information',
  MessageTemplate: 'Loaded {Count} campaigns for {UserName}',
  Properties: {
    Count: 3,
    Application: 'Campaign Manager UI',
    Environment: 'test',
    UserName: 'avery.admin@democc.example',
    UserEmail: 'avery.admin@democc.example',
    Company: 'Demo Contact Centre'
  },
  ...overrides
})

let service: ServedApiRoute
let seq: FakeSeqServer
let database: TestDatabase

/** What the relay writes for a browser that is not signed in: its own claims replaced (docs/logging.md). */
const notSignedIn = {
  Application: 'Campaign Manager UI',
  UserName: NOT_YET_LOGGED_IN,
  UserEmail: NOT_YET_LOGGED_IN,
  Company: NOT_YET_LOGGED_IN,
  Authenticated: false
}

async function postLogs(body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${service.url}/api/logs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init
  })
  const text = await response.text()
  let json: Record<string, unknown> | undefined
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
  } catch {
    json = undefined
  }
  return { response, status: response.status, text, json }
}

function useSeq(url: string | undefined, apiKey: string | undefined) {
  if (url) process.env.SEQ_SERVER_URL = url
  else delete process.env.SEQ_SERVER_URL
  if (apiKey) process.env.SEQ_API_KEY = apiKey
  else delete process.env.SEQ_API_KEY
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite')
  await closeDatabase()
  applyEnv(database.env)
  service = await serveNextApiRoute(logsRoute, '/api/logs')
  seq = await startFakeSeqServer()
})

afterAll(async () => {
  useSeq(undefined, undefined)
  await getLogRelay().flush()
  await service.close()
  await seq.close()
  await closeDatabase()
  await database.drop()
  applyEnv({ DATABASE_FILE: undefined })
})

beforeEach(async () => {
  seq.requests.length = 0
  // every test starts with the anonymous budget of its address untouched
  await resetRateLimits()
})

afterEach(() => jest.restoreAllMocks())

describe('POST /api/logs with Seq configured', () => {
  beforeEach(() => useSeq(seq.url, 'test-api-key'))

  it('accepts a batch and relays it to Seq’s raw endpoint with the API key', async () => {
    const { status, response } = await postLogs({
      Events: [
        event(),
        event({
          Level: 'Error',
          MessageTemplate: 'Validation failed',
          Exception: 'Error: 502\n    at validate (auth.ts:1:1)',
          Properties: { ErrorType: 'Error', Application: 'Campaign Manager UI' }
        })
      ]
    })
    expect(status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')

    const [request] = await seq.waitForRequests(1)
    expect(request?.headers['x-seq-apikey']).toBe('test-api-key')
    expect(request?.body.Events).toEqual([
      {
        Timestamp: '2026-03-01T10:00:00.000Z',
        Level: 'Information',
        MessageTemplate: 'Loaded {Count} campaigns for {UserName}',
        Properties: { Count: 3, Environment: 'test', ...notSignedIn }
      },
      {
        Timestamp: '2026-03-01T10:00:00.000Z',
        Level: 'Error',
        MessageTemplate: 'Validation failed',
        Exception: 'Error: 502\n    at validate (auth.ts:1:1)',
        Properties: { ErrorType: 'Error', ...notSignedIn }
      }
    ])
  })

  it('redacts tokens and codes the browser let through before they reach Seq', async () => {
    const { status } = await postLogs({
      Events: [
        event({
          MessageTemplate: `Callback /pages/campaign-manager/#access_token=${SECRET}`,
          Exception: `Error: Bearer ${SECRET} refused`,
          Properties: {
            access_token: SECRET,
            nested: { Authorization: SECRET, list: [`?code=${SECRET}&state=x`] },
            code_verifier: SECRET
          }
        })
      ]
    })
    expect(status).toBe(202)
    const [request] = await seq.waitForRequests(1)
    const relayed = JSON.stringify(request?.body)
    expect(relayed).not.toContain(SECRET)
    expect(request?.body.Events[0]).toMatchObject({
      MessageTemplate: 'Callback /pages/campaign-manager/#access_token=[REDACTED]',
      Exception: 'Error: Bearer [REDACTED] refused',
      Properties: {
        access_token: '[REDACTED]',
        nested: { Authorization: '[REDACTED]', list: ['?code=[REDACTED]&state=x'] }
      }
    })
  })

  it('sends no X-Seq-ApiKey header at all (not "null") when no key is configured', async () => {
    useSeq(seq.url, undefined)
    expect((await postLogs({ Events: [event()] })).status).toBe(202)
    const [request] = await seq.waitForRequests(1)
    expect(request?.headers).not.toHaveProperty('x-seq-apikey')
  })

  it('still answers 202 when Seq cannot be reached, and says so on the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    useSeq(`http://127.0.0.1:${await freePort()}`, 'test-api-key')
    expect((await postLogs({ Events: [event()] })).status).toBe(202)
    await getLogRelay().flush()
    expect(consoleError).toHaveBeenCalledWith(
      '[log relay] could not send log events to Seq:',
      expect.anything()
    )
  })
})

describe('POST /api/logs without Seq', () => {
  beforeEach(() => useSeq(undefined, undefined))

  it('writes one redacted console line per event', async () => {
    const lines: string[] = []
    for (const method of ['debug', 'info', 'warn', 'error'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(String(args[0])))
    }
    const { status } = await postLogs({
      Events: [
        event(),
        event({ Level: 'Warning', MessageTemplate: `token=${SECRET}`, Properties: { token: SECRET } })
      ]
    })
    expect(status).toBe(202)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^2026-03-01T10:00:00.000Z \[Information\] Loaded 3 campaigns for Not yet logged in \{/
    )
    expect(lines[1]).toContain('[Warning] token=[REDACTED]')
    expect(lines.join('\n')).not.toContain(SECRET)
    expect(seq.requests).toHaveLength(0)
  })
})

describe('POST /api/logs refuses what is not a log batch', () => {
  beforeEach(() => useSeq(seq.url, 'test-api-key'))

  it.each([
    ['no Events', {}],
    ['an empty batch', { Events: [] }],
    ['more than 50 events', { Events: Array.from({ length: 51 }, () => event()) }],
    ['an unknown level', { Events: [event({ Level: 'Trace' })] }],
    ['a bad timestamp', { Events: [event({ Timestamp: 'now' })] }],
    ['properties that are a list', { Events: [event({ Properties: [1, 2] })] }]
  ])('answers 400 to %s and relays nothing', async (_, body) => {
    const { status, json } = await postLogs(body)
    expect(status).toBe(400)
    expect(json).toEqual({
      code: 'logs.invalid_batch',
      message: expect.stringMatching(/^The log batch is not valid: /)
    })
    await getLogRelay().flush()
    expect(seq.requests).toHaveLength(0)
  })

  it('answers 400 in JSON to a body that is not JSON', async () => {
    const { status, json } = await postLogs('{"Events": [')
    expect(status).toBe(400)
    expect(json?.code).toBe('body.malformed_json')
  })

  it('answers 413 in JSON to a body over 64 kB (the limit the browser logger packs to)', async () => {
    expect(LOG_LIMITS.maxBodyBytes).toBe(64 * 1024)
    const { status, json } = await postLogs({ Events: [event({ MessageTemplate: 'x'.repeat(70 * 1024) })] })
    expect(status).toBe(413)
    expect(json?.code).toBe('body.too_large')
  })

  it('answers 405 with Allow: POST to other methods', async () => {
    const response = await fetch(`${service.url}/api/logs`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toMatchObject({ code: 'method.not_allowed' })
  })

  it('answers 403 to a cross-site request from a browser', async () => {
    const { status, json } = await postLogs(
      { Events: [event()] },
      { headers: { 'Sec-Fetch-Site': 'cross-site' } }
    )
    expect(status).toBe(403)
    expect(json?.code).toBe('logs.cross_site')
  })
})

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

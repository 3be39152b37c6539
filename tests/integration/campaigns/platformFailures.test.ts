import { createServer } from 'node:net'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import { describeOnDatabases } from '../../support/dbDescribe'
import { addFault } from '../../support/emulatorControl'
import { AVERY, callsOf, LIST_ROUTE, useCampaignsFixture } from './support/campaignsFixture'

const LIST_PATH = '/api/v2/outbound/campaigns'
const PROGRESS_PATH = '/api/v2/outbound/campaigns/progress'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>(resolve => server.close(() => resolve()))
  return port
}

/** How the campaigns API answers when the platform fails (docs/campaigns.md "Error codes"). */
describeOnDatabases('/api/campaigns when Genesys Cloud fails', kind => {
  const app = useCampaignsFixture(kind)
  beforeEach(() => app().reset())
  afterEach(() => {
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = app().emulator.url
    delete process.env.PLATFORM_TIMEOUT_MS
  })

  const overview = async () => app().request('GET', '/api/campaigns', { token: await app().tokenFor(AVERY) })

  it('answers 502 platform.unavailable for a 5xx', async () => {
    await addFault(app().emulator.url, { method: 'GET', path: LIST_PATH, status: 500 })
    const answer = await overview()
    expect(answer.status).toBe(502)
    expect(answer.json).toEqual({
      code: 'platform.unavailable',
      message: 'Genesys Cloud cannot be reached right now. Try again in a moment.'
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // a failed snapshot is not kept: the next call reads the list again and succeeds
    expect((await overview()).status).toBe(200)
  })

  it('answers 502 platform.unavailable when the platform is down', async () => {
    await app().tokenFor(AVERY) // validated (and cached) while the platform was up
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = `http://127.0.0.1:${await closedPort()}`
    const answer = await overview()
    expect(answer.status).toBe(502)
    expect(answer.json).toMatchObject({ code: 'platform.unavailable' })
  })

  it('answers 504 platform.timeout when the platform does not answer in time', async () => {
    process.env.PLATFORM_TIMEOUT_MS = '200'
    await app().tokenFor(AVERY)
    await addFault(app().emulator.url, { method: 'GET', path: LIST_PATH, delayMs: 1_000 })
    const answer = await overview()
    expect(answer.status).toBe(504)
    expect(answer.json).toMatchObject({ code: 'platform.timeout' })
  })

  it('answers 401 platform.session_expired when the platform no longer accepts the token', async () => {
    await addFault(app().emulator.url, { method: 'GET', path: LIST_PATH, status: 401 })
    const answer = await overview()
    expect(answer.status).toBe(401)
    expect(answer.json).toEqual({
      code: 'platform.session_expired',
      message: 'Your Genesys Cloud session has ended. Sign in again to continue.'
    })
  })

  it('retries a 429 after Retry-After and succeeds; beyond three attempts answers 429 with when to retry', async () => {
    await overview()
    // (progress is read again when the last read is 2 s old)
    app().clock.advance(5_000)
    await addFault(app().emulator.url, { method: 'POST', path: PROGRESS_PATH, status: 429, times: 2 })
    expect((await overview()).status).toBe(200)

    app().clock.advance(5_000)
    await addFault(app().emulator.url, { method: 'POST', path: PROGRESS_PATH, status: 429, times: 3 })
    const limited = await overview()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect(limited.json).toEqual({
      code: 'platform.rate_limited',
      retryAfterSeconds: 1,
      message: expect.stringContaining('try again in 1 s')
    })
  }, 20_000)

  it('answers a 403 from the platform with the permission it names', async () => {
    await addFault(app().emulator.url, {
      method: 'GET',
      path: `${LIST_PATH}/${knownCampaigns.offPower}`,
      status: 403,
      body: {
        code: 'missing.permissions',
        message: 'You are missing the following permission(s): outbound:campaign:view'
      }
    })
    const answer = await app().request('GET', `/api/campaigns/${knownCampaigns.offPower}`, {
      token: await app().tokenFor(AVERY)
    })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({
      code: 'platform.missing_permission',
      permission: 'outbound:campaign:view'
    })
  })

  it('logs a platform it cannot use, naming the call and never the token', async () => {
    const lines: string[] = []
    for (const method of ['info', 'warn', 'error', 'log'] as const)
      jest
        .spyOn(console, method)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
    try {
      const token = await app().tokenFor(AVERY)
      await addFault(app().emulator.url, { method: 'GET', path: LIST_PATH, status: 503 })
      await app().resetCalls()
      const answer = await overview()
      expect(JSON.stringify(answer.json)).not.toContain(token)
      expect(callsOf(await app().calls(), LIST_ROUTE)).toBe(1)
      expect(lines.join('\n')).toContain(
        'Genesys Cloud answered 503 (service.unavailable) to GET /api/v2/outbound/campaigns'
      )
      expect(lines.join('\n')).not.toContain(token)
    } finally {
      jest.restoreAllMocks()
    }
  })
})

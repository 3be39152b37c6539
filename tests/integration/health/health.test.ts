import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import * as healthRoute from '@/pages/api/health'
import { closeDatabase, processSingleton } from '@/server/db'
import { applyEnv, createTestDatabase, type TestDatabase } from '../../support/dbTestDatabase'
import { addFault, resetEmulator } from '../../support/emulatorControl'
import { serveNextApiRoute, type ServedApiRoute } from '../../support/serveNextApiRoute'

/**
 * GET /api/health for load balancers (issue 15): the process, the database and the platform, without
 * authentication, without secrets; 200 when all are ok, 503 otherwise; the platform's answer reused a few
 * seconds, so frequent probes cost it one call.
 */
const PROBE = 'GET /api/v2/tokens/me'

describe('GET /api/health', () => {
  let emulator: Emulator
  let database: TestDatabase
  let served: ServedApiRoute

  const health = async (init?: RequestInit) => {
    const response = await fetch(`${served.url}/api/health`, init)
    return { status: response.status, headers: response.headers, text: await response.text() }
  }
  const probeCalls = async () => {
    const calls = (await (await fetch(`${emulator.url}/__emulator/calls`)).json()) as {
      byRoute: Record<string, number>
    }
    return calls.byRoute[PROBE] ?? 0
  }
  // each test starts without a reused platform answer
  const forgetProbe = () => processSingleton('platformProbe').set(undefined)

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    await closeDatabase()
    applyEnv({ ...database.env, NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined })
    emulator = await createEmulator({ port: 0, quiet: true })
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = emulator.url
    served = await serveNextApiRoute(healthRoute, '/api/health')
  })

  beforeEach(async () => {
    forgetProbe()
    await resetEmulator(emulator.url)
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = emulator.url
    await fetch(`${emulator.url}/__emulator/calls`, { method: 'DELETE' })
  })

  afterAll(async () => {
    await served?.close()
    await emulator?.close()
    await closeDatabase()
    await database?.drop()
    forgetProbe()
    delete process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL
    applyEnv({ DATABASE_URL: undefined, DATABASE_FILE: undefined })
  })

  it('answers 200 when the database and the platform answer, with nothing but the parts and no-store', async () => {
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok', process: 'up', database: 'ok', platform: 'ok' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    // no setting, address or secret of the app in the answer
    expect(answer.text).not.toContain(emulator.url)
    expect(answer.text).not.toContain('campaignManager')
    expect(answer.text).not.toContain(database.env.DATABASE_FILE ?? '-')
  })

  it('asks the platform once for a burst of probes (its answer is reused a few seconds)', async () => {
    for (let i = 0; i < 5; i++) expect((await health()).status).toBe(200)
    expect(await probeCalls()).toBe(1)
  })

  it('answers 503 with platform failing when the platform answers 5xx', async () => {
    await addFault(emulator.url, { method: 'GET', path: '/api/v2/tokens/me', status: 503 })
    const answer = await health()
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.text)).toEqual({
      status: 'failing',
      process: 'up',
      database: 'ok',
      platform: 'failing'
    })
  })

  it('answers 503 with platform failing when the platform cannot be reached', async () => {
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = 'http://127.0.0.1:9'
    const answer = await health()
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.text)).toMatchObject({ platform: 'failing', database: 'ok' })
  })

  it('answers 503 with database failing when the database cannot be reached, without saying why', async () => {
    await closeDatabase()
    applyEnv({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/none', DATABASE_FILE: undefined })
    try {
      const answer = await health()
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.text)).toEqual({
        status: 'failing',
        process: 'up',
        database: 'failing',
        platform: 'ok'
      })
      expect(answer.text).not.toContain('secret')
    } finally {
      await closeDatabase()
      applyEnv(database.env)
    }
  })

  it('accepts HEAD and refuses other methods', async () => {
    expect((await health({ method: 'HEAD' })).status).toBe(200)
    const post = await health({ method: 'POST' })
    expect(post.status).toBe(405)
    expect(JSON.parse(post.text)).toMatchObject({ code: 'method.not_allowed' })
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { Client } from 'pg'
import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { knownCampaigns } from '../../../emulator/src/outbound/seedOutbound'
import type { BulkActionResponse, CampaignOverview } from '@/shared/campaigns/campaignTypes'
import { LISTEN_APPLICATION_NAME } from '@/server/db/createPostgresBus'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '../../support/dbTestDatabase'
import { addFault, issueToken } from '../../support/emulatorControl'

/**
 * Issue 15, "Several servers, one truth": two server processes on one PostgreSQL database, each serving the
 * API routes over HTTP against one emulator. Measured before: a user added through one was listed by the
 * other after 4.9 s, a campaign started through one showed "on" through the other after 30.2 s, and a token
 * signed out through one was accepted by the other for up to 60 s. Now: at once, within a second, and at the
 * other's next overview call. Also: SIGTERM lets a request in flight finish, closes the database, exits 0.
 */
const ROOT = path.resolve(__dirname, '../../..')
const SERVER_SCRIPT = path.join(__dirname, 'support/serverProcess.ts')
const AVERY = 'avery.admin@democc.example'
const SAM = 'sam.supervisor@democc.example'

interface ServerProcess {
  name: string
  url: string
  child: ChildProcess
  exited: Promise<number | null>
  output: string[]
}

function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [SERVER_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output: string[] = []
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('')}`)), 40_000)
    child.stderr?.on('data', chunk => output.push(String(chunk)))
    child.stdout?.on('data', chunk => {
      const text = String(chunk)
      output.push(text)
      const ready = /READY (\S+)/.exec(text)
      if (ready) {
        clearTimeout(timer)
        resolve({ name, url: ready[1] ?? '', child, exited, output })
      }
    })
    void exited.then(code => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.join('')}`))
    })
  })
}

async function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  route: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}
): Promise<{ status: number; json: T }> {
  const sent: Record<string, string> = { ...headers }
  if (token) sent.Authorization = token
  if (body !== undefined) sent['Content-Type'] = 'application/json'
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T }
}

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

const availability = postgresAvailability()
const describeOnPostgres = 'url' in availability || process.env.CI === 'true' ? describe : describe.skip

describeOnPostgres('two server processes on one PostgreSQL', () => {
  jest.setTimeout(60_000)
  let database: TestDatabase
  let emulator: Emulator
  let admin: Client
  let a: ServerProcess
  let b: ServerProcess
  const figures: string[] = []

  // A process listens once its listening connection (named in pg_stat_activity) has issued LISTEN (its last
  // query, or the heartbeat's after 30 s).
  async function waitForListeners(count: number) {
    for (const started = Date.now(); Date.now() - started < 10_000; await pause(50)) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = $1
            and (query ilike 'LISTEN%' or query = 'SELECT 1')`,
        [LISTEN_APPLICATION_NAME]
      )
      if (rows[0]?.n === count) return
    }
    throw new Error(`${count} listening connections were expected`)
  }

  beforeAll(async () => {
    if ('missing' in availability) throw new Error(availability.missing)
    database = await createTestDatabase('postgres')
    emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0 })
    admin = new Client({ connectionString: database.env.DATABASE_URL })
    await admin.connect()
    const env = {
      DATABASE_URL: database.env.DATABASE_URL ?? '',
      NEXT_PUBLIC_GENESYS_EMULATOR_URL: emulator.url,
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: ''
    }
    ;[a, b] = await Promise.all([startServer('A', env), startServer('B', env)])
    // the first request of each opens the database (A first: it migrates and seeds) and starts listening
    expect((await call(a, 'GET', '/api/health')).status).toBe(200)
    expect((await call(b, 'GET', '/api/health')).status).toBe(200)
    await waitForListeners(2)
  })

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM')
    await Promise.all([a?.exited, b?.exited])
    await admin?.end()
    await emulator?.close()
    await database?.drop()
    console.log(`Two servers on one PostgreSQL:\n${figures.join('\n')}`)
  })

  it('refuses a token signed out through A on B at once, although B had its validation cached', async () => {
    const token = await issueToken(emulator.url, AVERY)
    expect((await call(b, 'GET', '/apps/users/list', { token })).status).toBe(200)
    expect((await call(a, 'GET', '/apps/users/list', { token })).status).toBe(200)

    const signedOut = Date.now()
    expect((await call(a, 'POST', '/api/auth/Logout', { token })).status).toBe(204)
    const refused = await call(b, 'GET', '/apps/users/list', { token })
    const elapsed = Date.now() - signedOut
    expect(refused.status).toBe(401)
    expect(refused.json).toMatchObject({ code: 'token.invalid' })
    const validate = await call(b, 'GET', '/api/auth/Validate', {
      token,
      headers: { AppKey: 'campaignManager' }
    })
    expect(validate.status).toBe(401)
    figures.push(`  sign-out through A → refused by B: B's next request (${elapsed} ms after A's 204)`)
  })

  it('lists a user added through A on B within a second, although B had the list cached (5 s)', async () => {
    const token = await issueToken(emulator.url, AVERY)
    const search = '/apps/users/list?q=multi.server'
    const before = await call<{ total: number }>(b, 'GET', search, { token })
    expect(before.status).toBe(200)
    expect(before.json.total).toBe(0)

    const added = await call(a, 'POST', '/apps/users/add-user', {
      token,
      body: { data: { fullName: 'Multi Server', email: 'multi.server@democc.example', role: 'client' } }
    })
    expect(added.status).toBe(201)
    const addedAt = Date.now()
    let total = 0
    let reads = 0
    while (Date.now() - addedAt < 1_000) {
      reads += 1
      total = (await call<{ total: number }>(b, 'GET', search, { token })).json.total
      if (total === 1) break
      await pause(20)
    }
    const elapsed = Date.now() - addedAt
    expect(total).toBe(1)
    expect(elapsed).toBeLessThan(1_000)
    figures.push(`  user added through A → listed by B after ${elapsed} ms (read ${reads} time(s))`)
  })

  it('keeps agreeing after the listening connections were cut: they reconnect and start their caches over', async () => {
    const token = await issueToken(emulator.url, AVERY)
    const search = '/apps/users/list?q=after.reconnect'
    expect((await call<{ total: number }>(b, 'GET', search, { token })).json.total).toBe(0)
    const cut = Date.now()
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTEN_APPLICATION_NAME]
    )
    await waitForListeners(0)
    await waitForListeners(2)
    const reconnected = Date.now() - cut
    const added = await call(a, 'POST', '/apps/users/add-user', {
      token,
      body: { data: { fullName: 'After Reconnect', email: 'after.reconnect@democc.example', role: 'client' } }
    })
    expect(added.status).toBe(201)
    const addedAt = Date.now()
    let total = 0
    while (total === 0 && Date.now() - addedAt < 1_000) {
      total = (await call<{ total: number }>(b, 'GET', search, { token })).json.total
      if (total === 0) await pause(20)
    }
    expect(total).toBe(1)
    figures.push(
      `  listening connections cut: both listening again after ${reconnected} ms; ` +
        `a user added through A then listed by B after ${Date.now() - addedAt} ms`
    )
  })

  it('shows a campaign started through A as on through B at its next overview call', async () => {
    const { offPower } = knownCampaigns
    const avery = await issueToken(emulator.url, AVERY)
    const sam = await issueToken(emulator.url, SAM)
    const statusOnB = async () => {
      const overview = await call<CampaignOverview>(b, 'GET', '/api/campaigns?pageSize=1000', { token: sam })
      expect(overview.status).toBe(200)
      return overview.json.campaigns.find(campaign => campaign.id === offPower)?.status
    }
    // B has Sam's list in its snapshot (reused up to 30 minutes, caught up every 10 s)
    expect(await statusOnB()).toBe('off')
    expect(await statusOnB()).toBe('off')

    const started = await call<BulkActionResponse>(a, 'POST', '/api/campaigns/actions', {
      token: avery,
      body: { data: { action: 'start', ids: [offPower] } }
    })
    expect(started.json.results).toEqual([{ id: offPower, ok: true, status: 'on' }])
    const startedAt = Date.now()
    expect(await statusOnB()).toBe('on')
    figures.push(
      `  campaign started through A → on through B at its next overview call (${Date.now() - startedAt} ms)`
    )
  })

  it('finishes a request in flight on SIGTERM, closes its database connections and exits 0', async () => {
    const token = await issueToken(emulator.url, SAM)
    await addFault(emulator.url, { method: 'GET', path: '/api/v2/users/me', delayMs: 1_500, times: 1 })
    const inFlight = call(a, 'GET', '/apps/users/list', { token })
    await pause(300)
    const stopping = Date.now()
    a.child.kill('SIGTERM')
    await pause(100)
    // no new connection is accepted…
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow()
    // …and the one in flight is answered
    expect((await inFlight).status).toBe(200)
    expect(await a.exited).toBe(0)
    figures.push(`  SIGTERM with a request in flight: answered 200, exit 0 after ${Date.now() - stopping} ms`)
    await waitForListeners(1)
    // B goes on alone
    expect((await call(b, 'GET', '/api/health')).status).toBe(200)
    b.child.kill('SIGTERM')
    expect(await b.exited).toBe(0)
    await waitForListeners(0)
  })
})

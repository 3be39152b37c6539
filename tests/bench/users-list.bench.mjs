// Benchmark (not a test): GET /apps/users/list on the real production server (`next build` + `next start`,
// through the /apps rewrite) with 10,000 users in one organisation, driven by autocannon on loopback.
// Two runs: with the list's per-organisation cache as shipped, and with it turned off
// (USERS_LIST_CACHE_TTL_MS=0), so the database path is measured too.
//
//   npm run bench:users                 BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_USERS=10000
//   DATABASE_URL=postgres://… npm run bench:users     (the same against PostgreSQL: use a throwaway database)
//   BENCH_SKIP_BUILD=1 npm run bench:users            (reuse .next-test/bench)
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
const USERS = Number(process.env.BENCH_USERS || 10_000)
const DIST_DIR = '.next-test/bench'
const QUERY = '/apps/users/list?q=smith&role=supervisor&page=2&pageSize=25&sort=fullName:asc'
const TARGET = { requestsPerSecond: 1500, p99Ms: 50 }

const children = []
const freePort = () =>
  new Promise(resolve => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

function start(name, command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe']
  })
  child.stderr.on('data', chunk => process.stderr.write(`[${name}] ${chunk}`))
  children.push(child)
  return child
}

async function stop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise(resolve => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      return
    } catch {
      await new Promise(resolve => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`)
}

// Names so that "smith" matches about a tenth of people (Smith, Smithson, Goldsmith…) and a tenth are
// supervisors: the benchmark's filtered page is a realistic one, not an empty one.
const FIRST = [
  'Anna',
  'Ben',
  'Chloé',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hugo',
  'Inès',
  'Jack',
  'Kira',
  'Liam'
]
const LAST = [
  'Smith',
  'Jones',
  'García',
  'Müller',
  'Nguyen',
  'Kowalski',
  'Rossi',
  'Dubois',
  'Goldsmith',
  'Kim'
]
const ROLES = [
  'client',
  'client',
  'supervisor',
  'client',
  'client',
  'client',
  'client',
  'client',
  'admin',
  'client'
]
const STATUSES = ['active', 'active', 'pending', 'active', 'inactive']

async function seed(appUrl, token) {
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < USERS) {
      const index = next++
      const fullName = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / 7) % LAST.length]} ${index}`
      const response = await fetch(`${appUrl}/apps/users/add-user`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: {
            fullName,
            email: `bench.user.${index}@democc.example`,
            role: ROLES[index % ROLES.length],
            status: STATUSES[index % STATUSES.length]
          }
        })
      })
      await response.arrayBuffer()
      if (response.status !== 201) failed++
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  if (failed) throw new Error(`${failed} of ${USERS} adds failed`)
}

async function measure(url, token) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: token ? { Authorization: `Bearer ${token}` } : {}
  }
  await autocannon({ ...options, duration: 2 }) // warm-up: JIT, statement cache, page cache
  const result = await autocannon({ ...options, duration: DURATION })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: token ? result.non2xx : result.non2xx - result['4xx'],
    errors: result.errors + result.timeouts
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'cm-bench-'))
try {
  const emulatorPort = await freePort()
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
  const appPort = await freePort()
  const appUrl = `http://127.0.0.1:${appPort}`
  const env = {
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_PUBLIC_GENESYS_EMULATOR_URL: emulatorUrl,
    NEXT_PUBLIC_GENESYS_CLOUD_REGION: '',
    DATABASE_FILE: path.join(folder, 'bench.sqlite')
  }
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log(`building the app into ${DIST_DIR}…`)
    const build = spawnSync('node_modules/.bin/next', ['build'], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'ignore', 'inherit']
    })
    if (build.status !== 0) throw new Error('next build failed')
  }

  start('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
    GENESYS_EMULATOR_PORT: String(emulatorPort),
    GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE: '0',
    GENESYS_EMULATOR_QUIET: '1'
  })
  await waitFor(`${emulatorUrl}/__emulator/health`, 30_000)
  const issued = await fetch(`${emulatorUrl}/__emulator/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'avery.admin@democc.example' })
  }).then(response => response.json())
  const token = issued.access_token

  const serve = cacheTtlMs =>
    start('app', 'node_modules/.bin/next', ['start', '-p', String(appPort), '-H', '127.0.0.1'], {
      ...env,
      USERS_LIST_CACHE_TTL_MS: String(cacheTtlMs)
    })

  let app = serve(5000)
  await waitFor(`${appUrl}/login`, 60_000)
  const started = Date.now()
  await seed(appUrl, token)
  console.log(
    `seeded ${USERS} users through POST /apps/users/add-user in ${((Date.now() - started) / 1000).toFixed(1)} s`
  )

  const check = await fetch(`${appUrl}${QUERY}`, { headers: { Authorization: token } }).then(response =>
    response.json()
  )
  console.log(`${QUERY}: ${check.users.length} users on the page, ${check.total} matches of ${USERS + 5}`)

  const cached = await measure(`${appUrl}${QUERY}`, token)
  // The floor: the same URL without a token is answered 401 by the route before any database work, so this
  // is what Next's server (routing, the rewrite, the route wrapper) manages on this machine right now.
  const floor = await measure(`${appUrl}${QUERY}`, undefined)
  await stop(app)
  app = serve(0)
  await waitFor(`${appUrl}/login`, 60_000)
  const uncached = await measure(`${appUrl}${QUERY}`, token)

  const line = (label, r) =>
    `  ${label.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} requests/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   (${r.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`
  console.log(
    `\nGET ${QUERY}\n${USERS} users in one organisation, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ` +
      `next start (production build), autocannon ${CONNECTIONS} connections × ${DURATION} s on loopback\n`
  )
  console.log(line('list cache on (5 s):', cached))
  console.log(line('list cache off:', uncached))
  console.log(line('floor (401, no db):', floor))
  console.log(
    `  machine load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`
  )
  const met =
    cached.requestsPerSecond >= TARGET.requestsPerSecond &&
    cached.p99 < TARGET.p99Ms &&
    !cached.non2xx &&
    !cached.errors
  console.log(
    `\ntarget ≥ ${TARGET.requestsPerSecond} requests/s and p99 < ${TARGET.p99Ms} ms (as shipped): ${met ? 'met' : 'NOT met'}`
  )
} finally {
  await Promise.all(children.map(stop))
  rmSync(folder, { recursive: true, force: true })
}

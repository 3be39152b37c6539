// Benchmark (not a test): where the main thread's time goes while `/` loads signed in. Builds the app with
// source maps into .next-prof (once; delete it to rebuild), records a CPU profile of a cold load of the overview
// until its first campaign row and 2 s after, and prints the self time per package (node_modules) and per
// module of ours, through the source maps. The long tasks (over 50 ms) of the same load are listed too: they are
// what Lighthouse's Total Blocking Time adds up.
//
//   npm run bench:profile              (BENCH_RUNS=3 for more runs; the figures are medians)
import { existsSync, readFileSync } from 'node:fs'

import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from '@playwright/test'

import { run, step, stopAll, waitForUrl } from '../../scripts/processes.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 3)
const EMULATOR_PORT = 4110
const APP_PORT = 3110
const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
const APP_URL = `http://localhost:${APP_PORT}`
const DIST = '.next-prof'
const env = {
  NEXT_DIST_DIR: DIST,
  NEXT_SOURCE_MAPS: '1',
  NEXT_PUBLIC_OAUTH_GRANT: 'pkce',
  NEXT_PUBLIC_GENESYS_EMULATOR_URL: EMULATOR_URL
}

const maps = new Map()
function traceMapFor(url) {
  if (!maps.has(url)) {
    // Turbopack names a chunk's map by its own hash: the chunk's last line says which.
    const chunk = `${DIST}/static/${url.split('/_next/static/')[1].split('?')[0]}`
    const named = existsSync(chunk) && readFileSync(chunk, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)
    const file = named && `${chunk.slice(0, chunk.lastIndexOf('/') + 1)}${named[1]}`
    maps.set(url, file && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
  }
  return maps.get(url)
}

/** "react-dom", "@mui/x-data-grid", or our module's path; where the time of one profile node belongs. */
function ownerOf({ url, lineNumber, columnNumber }) {
  if (!url) return '(native / idle / gc)'
  if (!url.includes('/_next/static/')) return url.replace(APP_URL, '') || '(document)'
  const map = traceMapFor(url)
  if (!map) return `(no map) ${url.split('/').pop()}`
  const { source } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
  if (!source) return '(unmapped)'
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return inModules ? inModules[1] : source.replace(/^.*?(src\/)/, '$1').replace(/^turbopack:\/\/\/?/, '')
}

const nameOf = node =>
  ['(idle)', '(program)'].includes(node.callFrame.functionName)
    ? node.callFrame.functionName
    : node.callFrame.functionName === '(garbage collector)'
      ? '(gc)'
      : ownerOf(node.callFrame)

/** Self time per owner over the whole load, and the busy stretches (no idle sample for 50 ms or more). */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const totals = new Map()
  const stretches = []
  let stretch = null
  let at = 0
  profile.samples.forEach((id, i) => {
    const ms = profile.timeDeltas[i] / 1000
    at += ms
    const owner = nameOf(byId.get(id))
    totals.set(owner, (totals.get(owner) ?? 0) + ms)
    if (owner === '(idle)') {
      if (stretch && stretch.ms >= 50) stretches.push(stretch)
      stretch = null
      return
    }
    stretch ??= { at, ms: 0, owners: new Map() }
    stretch.ms += ms
    stretch.owners.set(owner, (stretch.owners.get(owner) ?? 0) + ms)
  })
  return { totals, stretches }
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

try {
  if (!existsSync(`${DIST}/BUILD_ID`)) {
    if ((await step('build with source maps', 'node_modules/.bin/next', ['build'], { env })) !== 0)
      process.exit(1)
  }
  run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
    env: {
      GENESYS_EMULATOR_PORT: String(EMULATOR_PORT),
      GENESYS_EMULATOR_APP_ORIGINS: APP_URL,
      GENESYS_EMULATOR_QUIET: '1'
    }
  })
  run('app', 'node_modules/.bin/next', ['start', '-p', String(APP_PORT)], {
    env: { ...env, DATABASE_FILE: `${DIST}/profile-data.sqlite` }
  })
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  await waitForUrl(`${APP_URL}/login`, 60_000)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
  })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const signIn = await context.newPage()
  await signIn.goto(`${APP_URL}/login`)
  await signIn.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await signIn.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await signIn.getByTestId('campaign-row').first().waitFor()
  await signIn.close()

  const runs = []
  for (let i = 0; i < RUNS; i += 1) {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await page.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver(list => {
        for (const entry of list.getEntries())
          window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)])
      }).observe({ type: 'longtask', buffered: true })
    })
    await cdp.send('Profiler.start')
    await page.goto(`${APP_URL}/`)
    await page.getByTestId('campaign-row').first().waitFor()
    const firstRow = await page.evaluate(() => performance.now())
    await page.waitForTimeout(2000)
    const { profile } = await cdp.send('Profiler.stop')
    const longTasks = await page.evaluate(() => window.__longTasks)
    runs.push({ ...selfTimes(profile), longTasks, firstRow })
    await page.close()
  }
  await browser.close()

  const owners = new Set(runs.flatMap(r => [...r.totals.keys()]))
  const rows = [...owners]
    .map(owner => [owner, median(runs.map(r => r.totals.get(owner) ?? 0))])
    .filter(([owner]) => owner !== '(idle)')
    .sort((a, b) => b[1] - a[1])
  console.log(`\nSelf time on the main thread, cold load of / signed in (median of ${RUNS}), 1440×900:`)
  for (const [owner, ms] of rows.slice(0, 40)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${owner}`)
  const blocking = runs.map(r => r.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0))
  console.log(`\nFirst row at ${median(runs.map(r => r.firstRow)).toFixed(0)} ms (median)`)
  console.log(`Blocking time over 50 ms, all long tasks: median ${median(blocking).toFixed(0)} ms`)
  console.log(`Long tasks [start, duration] of the first run: ${JSON.stringify(runs[0].longTasks)}`)
  console.log('Busy stretches of the first run (profile clock), and who is busy in them:')
  for (const { at, ms, owners } of runs[0].stretches) {
    const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 6)
    console.log(
      `  at ${at.toFixed(0)} ms, ${ms.toFixed(0)} ms: ${top.map(([o, t]) => `${o} ${t.toFixed(0)}`).join(', ')}`
    )
  }
} finally {
  stopAll()
}
process.exit(0)

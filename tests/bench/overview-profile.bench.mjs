// Benchmark (not a test): how long the main thread is blocked while `/` loads signed in, and where the time
// goes. Builds the app with source maps into .next-prof (once; delete it to rebuild) and loads the overview
// cold (empty HTTP cache) at 1440×900 until its first campaign row and BENCH_SETTLE_MS (2 s) after, several times. Prints, as
// medians: the first row's time, the blocking time (each long task's time over 50 ms, which is what
// Lighthouse's Total Blocking Time adds up between first paint and quiet) and the long tasks; with
// BENCH_PROFILE=1, a CPU profile's self time per package (node_modules) and per module of ours, through the
// source maps (the profiler slows the page: its figures are for proportions, not for the clock).
//
// Then the wall at rest: the overview left open, live, while campaigns dial (a progress report a second each),
// watched for BENCH_AT_REST_S (20 s) BENCH_AT_REST_RUNS times (3; 0 to skip): the main thread's busy time per second
// (Chromium's own task, script and layout counters) and the long tasks — what a screen kept open all day costs.
//
// Side by side: BENCH_VARIANTS="now=.,before=/tmp/before" loads each variant in turn, run after run (a git
// worktree of an older commit, with node_modules linked, is built in its own folder), so that both see the
// same machine.
//
//   npm run bench:profile              (BENCH_RUNS=9 for more runs; 5 by default)
import { existsSync, readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { chromium } from '@playwright/test'

import { run, step, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import { benchVariants } from './support/benchKit.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 5)
// How long the page is watched after its first row: long enough to see the live updates that follow (a wall
// is never left alone: progress arrives every second while campaigns dial).
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 2000)
const PROFILE = process.env.BENCH_PROFILE === '1'
const AT_REST_S = Number(process.env.BENCH_AT_REST_S || 20)
const AT_REST_RUNS = Number(process.env.BENCH_AT_REST_RUNS ?? 3)
const EMULATOR_PORT = 4110
const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
const DIST = '.next-prof'
const VARIANTS = benchVariants()
const buildEnv = {
  NEXT_DIST_DIR: DIST,
  NEXT_SOURCE_MAPS: '1',
  NEXT_PUBLIC_OAUTH_GRANT: 'pkce',
  NEXT_PUBLIC_GENESYS_EMULATOR_URL: EMULATOR_URL
}

const maps = new Map()
function traceMapFor(dir, url) {
  if (!maps.has(url)) {
    // Turbopack names a chunk's map by its own hash: the chunk's last line says which.
    const chunk = `${dir}/${DIST}/static/${url.split('/_next/static/')[1].split('?')[0]}`
    const named = existsSync(chunk) && readFileSync(chunk, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)
    const file = named && `${chunk.slice(0, chunk.lastIndexOf('/') + 1)}${named[1]}`
    maps.set(url, file && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
  }
  return maps.get(url)
}

/** "react-dom", "@mui/x-data-grid", or our module's path: where the time of one profile node belongs. */
function ownerOf(dir, { url, lineNumber, columnNumber }) {
  if (!url) return '(native / idle / gc)'
  if (!url.includes('/_next/static/')) return '(document)'
  const map = traceMapFor(dir, url)
  if (!map) return `(no map) ${url.split('/').pop()}`
  const { source, line } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
  if (!source) return '(unmapped)'
  if (process.env.BENCH_LINES && source.includes(process.env.BENCH_LINES)) return `${source}:${line}`
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  return inModules ? inModules[1] : source.replace(/^.*?(src\/)/, '$1').replace(/^turbopack:\/\/\/?/, '')
}

const nameOf = (dir, node) =>
  ['(idle)', '(program)'].includes(node.callFrame.functionName)
    ? node.callFrame.functionName
    : node.callFrame.functionName === '(garbage collector)'
      ? '(gc)'
      : ownerOf(dir, node.callFrame)

/** Self time per owner over the whole load. */
function selfTimes(dir, profile) {
  const byId = new Map(profile.nodes.map(node => [node.id, node]))
  const totals = new Map()
  profile.samples.forEach((id, i) => {
    const owner = nameOf(dir, byId.get(id))
    totals.set(owner, (totals.get(owner) ?? 0) + profile.timeDeltas[i] / 1000)
  })
  return totals
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function signIn(context, variant) {
  const page = await context.newPage()
  await page.goto(`${variant.url}/login`)
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await page.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await page.getByTestId('campaign-row').first().waitFor()
  await page.close()
}

async function load(context, variant) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver(list => {
      for (const entry of list.getEntries())
        window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)])
    }).observe({ type: 'longtask', buffered: true })
  })
  if (PROFILE) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
    await cdp.send('Profiler.start')
  }
  await page.goto(`${variant.url}/`)
  await page.getByTestId('campaign-row').first().waitFor()
  const firstRow = await page.evaluate(() => performance.now())
  await page.waitForTimeout(SETTLE_MS)
  const totals = PROFILE ? selfTimes(variant.dir, (await cdp.send('Profiler.stop')).profile) : new Map()
  const [longTasks, paint] = await page.evaluate(() => [
    window.__longTasks,
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
  ])
  await page.close()
  // As Lighthouse counts it: the long tasks after the first contentful paint, their time over 50 ms.
  const blocking = longTasks
    .filter(([start]) => start >= paint)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
  return { firstRow, blocking, longTasks, totals }
}

/** The overview open and live, after its start: main-thread time per second over AT_REST_S, and long tasks. */
async function atRest(context, variant) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${variant.url}/`)
  await page.getByTestId('campaign-row').first().waitFor()
  await page.getByTestId('live-mode').filter({ hasText: 'Live' }).waitFor({ timeout: 30_000 })
  await page.waitForTimeout(3000) // past the start's own work (the summary's figures, the first reports)
  await cdp.send('Performance.enable')
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]))
  const before = await metrics()
  await page.evaluate(() => {
    window.__restTasks = []
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) window.__restTasks.push(entry.duration)
    }).observe({ type: 'longtask' })
  })
  await page.waitForTimeout(AT_REST_S * 1000)
  const after = await metrics()
  const longTasks = await page.evaluate(() => window.__restTasks)
  await page.close()
  const perSecond = name => ((after[name] - before[name]) * 1000) / AT_REST_S
  return {
    task: perSecond('TaskDuration'),
    script: perSecond('ScriptDuration'),
    layout: perSecond('LayoutDuration') + perSecond('RecalcStyleDuration'),
    longTasks: longTasks.length,
    longest: Math.max(0, ...longTasks)
  }
}

try {
  for (const variant of VARIANTS) {
    if (!existsSync(`${variant.dir}/${DIST}/BUILD_ID`)) {
      const code = await step(`build ${variant.name}`, 'node_modules/.bin/next', ['build'], {
        env: buildEnv,
        cwd: variant.dir
      })
      if (code !== 0) process.exit(1)
    }
  }
  run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
    env: {
      GENESYS_EMULATOR_PORT: String(EMULATOR_PORT),
      GENESYS_EMULATOR_APP_ORIGINS: VARIANTS.map(variant => variant.url).join(','),
      GENESYS_EMULATOR_QUIET: '1'
    }
  })
  for (const variant of VARIANTS) {
    const app = run(variant.name, 'node_modules/.bin/next', ['start', '-p', String(variant.port)], {
      env: { ...buildEnv, DATABASE_FILE: `${DIST}/profile-data.sqlite` },
      cwd: variant.dir
    })
    app.child.stdout.removeAllListeners('data').resume()
  }
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  for (const variant of VARIANTS) await waitForUrl(`${variant.url}/login`, 60_000)

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
  })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  for (const variant of VARIANTS) {
    await signIn(context, variant)
    await load(context, variant) // warm-up: the server's first answers are slower
  }
  const results = new Map(VARIANTS.map(variant => [variant.name, []]))
  for (let i = 0; i < RUNS; i += 1)
    for (const variant of VARIANTS) results.get(variant.name).push(await load(context, variant))
  const resting = new Map(VARIANTS.map(variant => [variant.name, []]))
  for (let i = 0; i < AT_REST_RUNS; i += 1)
    for (const variant of VARIANTS) resting.get(variant.name).push(await atRest(context, variant))
  await browser.close()

  console.log(
    `\nCold load of / signed in, 1440×900, ${RUNS} runs per variant, medians${PROFILE ? ' (profiled)' : ''}:`
  )
  console.log('variant      first row   blocking (long tasks over 50 ms)   long tasks')
  for (const [name, runs] of results) {
    const byBlocking = [...runs].sort((a, b) => a.blocking - b.blocking)
    const typical = byBlocking[Math.floor(byBlocking.length / 2)]
    console.log(
      `${name.padEnd(12)} ${median(runs.map(r => r.firstRow))
        .toFixed(0)
        .padStart(6)} ms   ${median(runs.map(r => r.blocking))
        .toFixed(0)
        .padStart(
          6
        )} ms (min ${byBlocking[0].blocking}, max ${byBlocking.at(-1).blocking})   ${JSON.stringify(
        typical.longTasks.map(([, duration]) => duration)
      )}`
    )
  }
  if (AT_REST_RUNS > 0) {
    console.log(
      `\nThe overview at rest, live (campaigns dialing), ${AT_REST_S} s × ${AT_REST_RUNS} per variant, medians:`
    )
    console.log('variant      main thread   script   style+layout   long tasks (longest)')
    for (const [name, runs] of resting) {
      const ms = key => `${median(runs.map(r => r[key])).toFixed(0)} ms/s`
      console.log(
        `${name.padEnd(12)} ${ms('task').padStart(11)} ${ms('script').padStart(9)} ${ms('layout').padStart(13)}   ${median(
          runs.map(r => r.longTasks)
        )} (${median(runs.map(r => r.longest)).toFixed(0)} ms)`
      )
    }
  }
  if (PROFILE)
    for (const [name, runs] of results) {
      const owners = new Set(runs.flatMap(r => [...r.totals.keys()]))
      const rows = [...owners]
        .map(owner => [owner, median(runs.map(r => r.totals.get(owner) ?? 0))])
        .filter(([owner, ms]) => owner !== '(idle)' && ms >= 5)
        .sort((a, b) => b[1] - a[1])
      console.log(`\n${name}: self time on the main thread (median per owner)`)
      for (const [owner, ms] of rows.slice(0, 30)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${owner}`)
    }
} finally {
  stopAll()
}
process.exit(0)

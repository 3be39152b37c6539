// Benchmark (not a test): Lighthouse 12, desktop preset, against the production build on /login and on / signed
// in. Prints the scores (0–100) of performance, accessibility and best practices, the key metrics (FCP, LCP,
// TBT, CLS, SI) and, when a page scores below the target (95), the audits that cost it points.
//
// Starts the emulator and the PKCE end-to-end build (building it if missing) on the e2e ports, like
// tests/bench/sign-in.bench.mjs, launches Debian's Chromium with a remote-debugging port, and stops everything
// at the end. / needs a session: the bench signs in once through the real flow (the app's "Sign in with
// Genesys Cloud", the emulator's "Sign in as Avery Admin"), so localStorage holds it, and Lighthouse runs with
// disableStorageReset; the HTTP cache is cleared before every run so that each one is a cold load. In turns with
// /, the bench also audits the grid floor (support/gridFloor.mjs: MUI X's grid alone, no code of ours), so that
// what the grid itself costs on the machine of the day is beside the figures of / (not held to the target).
//
//   npm run bench:lighthouse                  (BENCH_RUNS=5 for more runs per page; medians are shown)
//   BENCH_REPORT_DIR=test-results/lighthouse  (where the JSON reports go; that is the default)
//   BENCH_STRICT=1                            (exit 1 when a score is below the target, for a gate)
//
// Side by side: BENCH_VARIANTS="now=.,before=/tmp/before" serves each checkout's own PKCE build (built in it if
// missing; a git worktree of an older commit with node_modules copied, as for bench:profile) on a port of its
// own, and runs them in turns, run after run, so that both see the same machine; a table per page.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'

import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import { benchVariants } from './support/benchKit.mjs'
import { serveGridFloor } from './support/gridFloor.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 3)
const TARGET = 95
const REPORT_DIR = process.env.BENCH_REPORT_DIR || 'test-results/lighthouse'
const EMULATOR_PORT = 4110
const FLOOR_PORT = 3199
const VARIANTS = benchVariants()
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS || VARIANTS.length * 10 * 60_000)
const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index']
]

let chrome
const stop = () => {
  stopAll()
  try {
    chrome?.kill()
  } catch {
    /* already gone */
  }
}

// Bounded in time: whatever hangs, everything is stopped and the bench fails.
const watchdog = setTimeout(() => {
  console.error(`\n✘ the Lighthouse bench took longer than ${TIME_LIMIT_MS / 1000} s: stopped`)
  stop()
  process.exit(1)
}, TIME_LIMIT_MS)

const portIsFree = port =>
  new Promise(resolve => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, 'localhost', () => server.close(() => resolve(true)))
  })

/** Signs in through the real flow in Chromium's default profile, so Lighthouse's tabs share the session. */
async function signIn(port, appUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]
  const page = await context.newPage()
  await page.goto(`${appUrl}/login`)
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await page.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await page.getByText('Welcome, Avery Admin').waitFor()
  await page.close()
  await browser.close() // disconnects; Chromium and its default profile stay
}

/** Empties the HTTP cache (not localStorage), so that each run loads everything from the network. */
async function clearHttpCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const page = await browser.contexts()[0].newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.close()
  await browser.close()
}

/** One cold Lighthouse run of `path` (checked to have ended there). */
async function audit(port, variant, path) {
  await clearHttpCache(port)
  const result = await lighthouse(
    `${variant.url}${path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    desktopConfig
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== path) throw new Error(`${path} ended on ${landed}: not the page meant to be measured`)
  return lhr
}

/**
 * RUNS runs of `path` for every variant (and the `extra` pages, at their own address), in turns; the runs and
 * their median run per variant.
 */
async function auditInTurns(port, path, extra = []) {
  const audited = [...VARIANTS, ...extra]
  const runs = new Map(audited.map(variant => [variant.name, []]))
  for (let i = 0; i < RUNS; i += 1)
    for (const variant of audited) {
      const lhr = await audit(port, variant, path)
      const name = audited.length > 1 ? ` ${variant.name}` : ''
      // each run's own blocking time and paint: on a shared machine single runs of one build differ widely
      const metric = id => lhr.audits[id]?.numericValue ?? NaN
      console.log(
        `  ${path}${name} run ${i + 1}/${RUNS}: performance ${score(lhr, 'performance')} (TBT ${Math.round(
          metric('total-blocking-time')
        )} ms, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, CPU index ${Math.round(
          lhr.environment.benchmarkIndex
        )})`
      )
      runs.get(variant.name).push(lhr)
    }
  return audited.map(variant => {
    const lhrs = runs.get(variant.name)
    return { variant, lhr: computeMedianRun(lhrs), lhrs }
  })
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

const medianScore = (lhrs, category) => {
  const scores = lhrs.map(lhr => score(lhr, category)).sort((a, b) => a - b)
  const middle = Math.floor(scores.length / 2)
  return scores.length % 2 ? scores[middle] : Math.round((scores[middle - 1] + scores[middle]) / 2)
}

const metric = (lhr, id) => {
  const audit = lhr.audits[id]
  if (!audit) return 'n/a'
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${Math.round(audit.numericValue)} ms`
}

/** What costs points: metrics below full marks, then opportunities and diagnostics that fail. */
function costs(lhr) {
  const lines = []
  const perf = lhr.categories.performance
  for (const ref of perf.auditRefs.filter(r => r.weight > 0)) {
    const a = lhr.audits[ref.id]
    if (a && a.score !== null && a.score < 1) {
      const lost = ((1 - a.score) * ref.weight).toFixed(1)
      lines.push(`    metric ${a.title}: ${a.displayValue} (score ${a.score.toFixed(2)}, −${lost} points)`)
    }
  }
  for (const ref of perf.auditRefs.filter(r => r.weight === 0)) {
    const a = lhr.audits[ref.id]
    if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative') continue
    const savings = [
      a.metricSavings?.LCP ? `LCP −${Math.round(a.metricSavings.LCP)} ms` : '',
      a.metricSavings?.FCP ? `FCP −${Math.round(a.metricSavings.FCP)} ms` : '',
      a.metricSavings?.TBT ? `TBT −${Math.round(a.metricSavings.TBT)} ms` : '',
      a.details?.overallSavingsBytes ? `${Math.round(a.details.overallSavingsBytes / 1024)} kB` : ''
    ]
      .filter(Boolean)
      .join(', ')
    lines.push(
      `    ${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}${savings ? ` (${savings})` : ''}`
    )
  }
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id]
      if (a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') {
        lines.push(`    ${category}: ${a.title}`)
      }
    }
  }
  return lines
}

let exitCode = 0
try {
  for (const port of [EMULATOR_PORT, FLOOR_PORT, ...VARIANTS.map(variant => variant.port)]) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} is in use (an end-to-end run?): stop it and run the bench again`)
    }
  }
  const quiet = { prefix: true }
  const emulator = run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
    ...quiet,
    env: {
      GENESYS_EMULATOR_PORT: String(EMULATOR_PORT),
      GENESYS_EMULATOR_APP_ORIGINS: VARIANTS.map(variant => variant.url).join(','),
      GENESYS_EMULATOR_QUIET: '1'
    }
  })
  const apps = []
  for (const variant of VARIANTS) {
    // one after another: two builds at once would not fit this machine
    const app = run(
      VARIANTS.length > 1 ? variant.name : 'app',
      'node',
      ['scripts/serve-test-app.mjs', 'pkce', String(variant.port), '.next-test/pkce', EMULATOR_URL],
      { ...quiet, cwd: variant.dir }
    )
    await waitForUrl(`${variant.url}/login`, 240_000)
    apps.push(app)
  }
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  // Up: from here on only their errors are shown (the app logs every sign-in).
  for (const { child } of [emulator, ...apps]) child.stdout.removeAllListeners('data').resume()

  chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })

  // Without CPU throttling (desktop preset) the blocking time is the machine's: a busy machine costs points.
  const [load] = loadavg()
  const cpus = availableParallelism()
  console.log(`\nload average (1 min) ${load.toFixed(1)} on ${cpus} CPUs`)
  if (load > cpus) console.log('⚠ the machine is busy: TBT and LCP will read high; run again when it is idle')

  const results = []
  // /login first: a visitor without a session (with one, the page would move on to /).
  const names = VARIANTS.map(variant => `${variant.name} ${variant.url}`).join(', ')
  console.log(`\nLighthouse ${RUNS}× per page, desktop preset, production build (${names})`)
  results.push(['/login', await auditInTurns(chrome.port, '/login')])
  for (const variant of VARIANTS) await signIn(chrome.port, variant.url)
  // Beside /, in turns: the bare grid (MUI X alone, support/gridFloor.mjs), what the grid costs on this machine
  // today before any code of ours.
  const floor = await serveGridFloor(FLOOR_PORT)
  try {
    results.push([
      '/',
      await auditInTurns(chrome.port, '/', [{ name: 'grid floor', url: floor.url, floor: true }])
    ])
  } finally {
    floor.stop()
  }

  mkdirSync(REPORT_DIR, { recursive: true })
  console.log(`\nMedian run per page (reports in ${REPORT_DIR}/):`)
  console.log('scores: median of the runs (performance: also min–max); metrics: the median run')
  const header = ['perf', 'min–max', 'a11y', 'b-p'].map(name => name.padStart(8))
  header.push(...METRICS.map(([name]) => name.padStart(10)), 'CPU index'.padStart(11))
  const label = (path, variant) =>
    variant.floor ? variant.name : VARIANTS.length > 1 ? `${path} ${variant.name}` : path
  const width = Math.max(
    8,
    ...results.flatMap(([path, rows]) => rows.map(r => label(path, r.variant).length + 2))
  )
  console.log(`${'page'.padEnd(width)}${header.join('')}`)
  for (const [path, rows] of results)
    for (const { variant, lhr, lhrs } of rows) {
      const file = variant.floor
        ? 'grid-floor'
        : `${path === '/' ? 'home' : path.slice(1)}${VARIANTS.length > 1 ? `-${variant.name}` : ''}`
      writeFileSync(`${REPORT_DIR}/${file}.json`, JSON.stringify(lhr, null, 1))
      const perf = lhrs.map(run => score(run, 'performance'))
      const cells = [
        medianScore(lhrs, 'performance'),
        `${Math.min(...perf)}–${Math.max(...perf)}`,
        medianScore(lhrs, 'accessibility'),
        medianScore(lhrs, 'best-practices')
      ].map(cell => String(cell).padStart(8))
      cells.push(...METRICS.map(([, id]) => metric(lhr, id).padStart(10)))
      cells.push(String(Math.round(lhr.environment.benchmarkIndex)).padStart(11))
      console.log(`${label(path, variant).padEnd(width)}${cells.join('')}`)
    }
  for (const [path, rows] of results)
    for (const { variant, lhr, lhrs } of rows) {
      const below = CATEGORIES.filter(c => medianScore(lhrs, c) < TARGET)
      if (!below.length || variant.floor) continue
      if (process.env.BENCH_STRICT === '1') exitCode = 1
      console.log(
        `\n${label(path, variant)}: below ${TARGET} in ${below.join(', ')}. What costs points (median run):`
      )
      for (const line of costs(lhr)) console.log(line)
    }
  const met = results.every(([, rows]) =>
    rows.every(({ variant, lhrs }) => variant.floor || CATEGORIES.every(c => medianScore(lhrs, c) >= TARGET))
  )
  console.log(met ? `\n✔ every score is ${TARGET} or more` : `\n✘ below the target of ${TARGET}`)
} catch (error) {
  console.error(`\n✘ ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  clearTimeout(watchdog)
  stop()
}
process.exit(exitCode)

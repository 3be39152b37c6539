// Benchmark (not a test): importing a 100,000-row CSV file (about 10 MB) into a contact list in Chromium, through
// the app's import dialog (parsed and checked in a worker, sent in batches of 1,000 through the app's backend to
// the emulator). Starts the emulator and the PKCE end-to-end build (building it if missing) on the e2e ports and
// prints, median of BENCH_RUNS:
//   - time to preview: the file chosen → its columns to match shown;
//   - the check: "Check the contacts" → the summary before importing;
//   - the browser's longest task on the main thread from choosing the file to the summary (target < 100 ms: the
//     tab stays responsive while 100,000 rows are parsed and checked), and over the whole import;
//   - total import time: "Import" → the report; the platform calls it made (by route);
//   - peak JS heap of the page's main thread (sampled every 100 ms; the worker's heap is its own).
//
//   npm run bench:import     BENCH_ROWS=100000 BENCH_RUNS=3
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import { emulatorCaller } from './support/benchKit.mjs'

const ROWS = Number(process.env.BENCH_ROWS || 100_000)
const RUNS = Number(process.env.BENCH_RUNS || 3)
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const EMULATOR_URL = `http://localhost:${4110 + offset}`
const APP_URL = `http://localhost:${3110 + offset}`
// "Pilot – Sample A": 300 contacts, dialled by one campaign (emulator/src/outbound/seedOutbound.ts)
const LIST_ID = '11000000-0000-4000-8000-000000000008'
const FILE = `/tmp/bench-import-${ROWS}.csv`

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const emulator = emulatorCaller(EMULATOR_URL)

execFileSync(
  'node_modules/.bin/tsx',
  ['tests/bench/contact-import.fixture.ts', FILE, String(ROWS), '12', '30', 'US'],
  {
    stdio: 'inherit'
  }
)

run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
  env: {
    GENESYS_EMULATOR_PORT: String(4110 + offset),
    GENESYS_EMULATOR_APP_ORIGINS: APP_URL,
    GENESYS_EMULATOR_QUIET: '1'
  }
})
run('app', 'node', [
  'scripts/serve-test-app.mjs',
  'pkce',
  String(3110 + offset),
  '.next-test/pkce',
  EMULATOR_URL
])

const results = []
try {
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  await waitForUrl(`${APP_URL}/login`, 300_000)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--enable-precise-memory-info'
    ]
  })
  for (let runNumber = 1; runNumber <= RUNS; runNumber++) {
    await emulator('POST', '/__emulator/reset', {})
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__longTasks = []
      // A heartbeat every 10 ms: the longest gap between beats is the longest the page could not answer a key
      // press, long tasks or not (the Long Tasks API only reports tasks over 50 ms).
      window.__beats = []
      let last = performance.now()
      setInterval(() => {
        const now = performance.now()
        window.__beats.push([last, now - last])
        last = now
      }, 10)
      new PerformanceObserver(list => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration])
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(`${APP_URL}/login`)
    await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
    await page.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
    await page.getByTestId('campaign-row').first().waitFor({ timeout: 60_000 })
    await page.goto(`${APP_URL}/contact-lists/${LIST_ID}`)
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('contact-file-input').waitFor({ state: 'attached' })

    let peakHeap = 0
    const sampler = setInterval(async () => {
      const used = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0).catch(() => 0)
      peakHeap = Math.max(peakHeap, used)
    }, 100)

    const chosenAt = await page.evaluate(() => performance.now())
    await dialog.getByTestId('contact-file-input').setInputFiles(FILE)
    await dialog.getByRole('heading', { name: 'Match the columns' }).waitFor({ timeout: 60_000 })
    const previewAt = await page.evaluate(() => performance.now())
    await dialog.getByLabel('Cell').selectOption({ label: 'Phone' })
    await dialog.getByLabel('Home').selectOption({ label: 'No such number in the file' })
    const checkAt = await page.evaluate(() => performance.now())
    await dialog.getByRole('button', { name: 'Check the contacts' }).click()
    await dialog.getByRole('heading', { name: 'Before importing' }).waitFor({ timeout: 120_000 })
    const summaryAt = await page.evaluate(() => performance.now())

    await emulator('DELETE', '/__emulator/calls')
    const importAt = Date.now()
    await dialog.getByRole('button', { name: /^Import \u2068?[\d,]+\u2069? contacts$/ }).click()
    await dialog.getByRole('heading', { name: 'Import report' }).waitFor({ timeout: 600_000 })
    const importMs = Date.now() - importAt
    const calls = await emulator('GET', '/__emulator/calls')
    clearInterval(sampler)
    const report = await dialog
      .getByRole('alert')
      .filter({ hasText: /contacts imported into/ })
      .textContent()

    const [tasks, beats] = await page.evaluate(() => [window.__longTasks, window.__beats])
    const longest = (from, to) =>
      Math.max(0, ...tasks.filter(([start]) => start >= from && start <= to).map(([, duration]) => duration))
    const widestGap = (from, to) =>
      Math.max(0, ...beats.filter(([start]) => start >= from && start <= to).map(([, gap]) => gap))
    results.push({
      previewMs: previewAt - chosenAt,
      checkMs: summaryAt - checkAt,
      longestWhileParsing: longest(chosenAt, summaryAt),
      longestOverall: longest(chosenAt, Number.MAX_SAFE_INTEGER),
      gapWhileParsing: widestGap(chosenAt, summaryAt),
      importMs,
      calls,
      peakHeapMb: peakHeap / 1e6,
      report
    })
    console.log(`run ${runNumber}: ${JSON.stringify({ ...results.at(-1), calls: calls.total })}`)
    await context.close()
  }
  await browser.close()

  const pick = key => median(results.map(result => result[key]))
  const last = results.at(-1)
  console.log(
    `\nImport of ${ROWS.toLocaleString('en')} rows (${(statSync(FILE).size / 1e6).toFixed(1)} MB), median of ${RUNS}:`
  )
  console.log(`  time to preview:                     ${pick('previewMs').toFixed(0)} ms`)
  console.log(`  check (parse, E.164, duplicates, DNC): ${(pick('checkMs') / 1000).toFixed(2)} s`)
  const task = ms => (ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`)
  console.log(
    `  longest main-thread task while parsing and checking: ${task(pick('longestWhileParsing'))} (target < 100 ms)`
  )
  console.log(`  longest main-thread task, whole import:              ${task(pick('longestOverall'))}`)
  console.log(
    `  widest gap of a 10 ms heartbeat while parsing:       ${pick('gapWhileParsing').toFixed(0)} ms`
  )
  console.log(`  total import time:                   ${(pick('importMs') / 1000).toFixed(1)} s`)
  console.log(
    `  platform calls (last run):           ${last.calls.total} (${Object.entries(last.calls.byRoute)
      .map(([route, n]) => `${n}× ${route}`)
      .join(', ')})`
  )
  console.log(`  peak JS heap, main thread:           ${pick('peakHeapMb').toFixed(0)} MB`)
  console.log(`  ${last.report}`)
} finally {
  await stopAll()
}

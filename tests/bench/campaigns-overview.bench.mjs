// Benchmark (not a test): the campaign overview with 2,000 campaigns in one organisation. Starts the emulator
// and the PKCE end-to-end build (building it if missing) on the e2e ports, grows the Demo organisation to
// BENCH_CAMPAIGNS campaigns, and prints:
//   1. platform calls per overview refresh: the first one (the campaign-list snapshot), the next one, and the
//      average over BENCH_REFRESH_SECONDS of refreshes every 5 s as the browser makes them (snapshot re-reads
//      included), without and with the active campaigns' live performance (performance=1);
//   2. backend latency of GET /api/campaigns (one poller, then BENCH_CONNECTIONS concurrent ones);
//   3. how long the browser takes to show the grid (navigation start → first row), median of BENCH_RUNS;
//   5. every campaign in one page (pageSize 2,000): navigation → first row, and frame intervals while all
//      the rows are wheeled through, top to bottom; then the same wheeling through the bare grid's 2,000 rows
//      (the grid floor page, support/gridFloor.mjs: MUI X alone, plain text), in the same browser;
//   4. live (the platform's notifications): platform calls of one idle overview over BENCH_IDLE_SECONDS (the
//      browser's channel open), and the time from a status change made through the platform to the row showing
//      it in the browser, median of BENCH_CHANGES changes.
//
//   npm run bench:campaigns     BENCH_CAMPAIGNS=2000 BENCH_REFRESH_SECONDS=60 BENCH_RUNS=10 BENCH_CONNECTIONS=10
//                               BENCH_IDLE_SECONDS=180 BENCH_CHANGES=7
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'

import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import {
  emulatorCaller,
  launchChromium,
  pageSignedInAsAvery,
  startFrameRecording,
  stopFrameRecording
} from './support/benchKit.mjs'
import { serveGridFloor } from './support/gridFloor.mjs'

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS || 2000)
const REFRESH_SECONDS = Number(process.env.BENCH_REFRESH_SECONDS || 60)
const RUNS = Number(process.env.BENCH_RUNS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
// Long enough to hold several of the overview's once-a-minute questions, whatever the phase it starts in.
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS || 180)
const CHANGES = Number(process.env.BENCH_CHANGES || 7)
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const EMULATOR_URL = `http://localhost:${4110 + offset}`
const APP_URL = `http://localhost:${3110 + offset}`
const OVERVIEW = '/api/campaigns?page=1&pageSize=50&sort=name:asc'

const FLOOR_PORT = 3199 + offset

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

const emulator = emulatorCaller(EMULATOR_URL)

/** Platform calls the emulator received while `work` ran, by route. */
async function countCalls(work) {
  await emulator('DELETE', '/__emulator/calls')
  await work()
  return emulator('GET', '/__emulator/calls')
}

/** Frame intervals while the grid of `page` is wheeled from top to bottom (120 px a step, as a mouse wheel). */
async function wheelThrough(page, rows) {
  const scroller = page.locator('.MuiDataGrid-virtualScroller')
  await scroller.hover()
  await startFrameRecording(page, 100_000)
  const bottom = await scroller.evaluate(element => element.scrollHeight - element.clientHeight)
  for (let i = 0; i < 1000; i += 1) {
    await page.mouse.wheel(0, 120)
    await page.waitForTimeout(16)
    if (i % 25 === 24 && (await scroller.evaluate(element => element.scrollTop)) >= bottom - 1) break
  }
  const frames = await stopFrameRecording(page)
  const scrolledTo = await scroller.evaluate(element => element.scrollTop)
  return { frames, bottom, scrolledTo, rowsInDom: await rows.count() }
}

async function overview(token, query = '') {
  const started = performance.now()
  const path = `${OVERVIEW}${query}`
  const response = await fetch(`${APP_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = await response.json()
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`)
  return { ms: performance.now() - started, body }
}

const describeCalls = calls =>
  `${calls.total} (${Object.entries(calls.byRoute)
    .map(([route, n]) => `${n}× ${route}`)
    .join(', ')})`

run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
  env: {
    GENESYS_EMULATOR_PORT: String(4110 + offset),
    GENESYS_EMULATOR_APP_ORIGINS: APP_URL,
    // The benchmark drives far more calls than a person could; the rate limit would only measure itself.
    GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE: '0',
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

try {
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  await waitForUrl(`${APP_URL}/login`, 300_000)
  const { access_token: token } = await emulator('POST', '/__emulator/tokens', {
    email: 'avery.admin@democc.example'
  })
  const seeded = await fetch(`${EMULATOR_URL}/api/v2/outbound/campaigns?pageSize=1`, {
    headers: { Authorization: `Bearer ${token}` }
  }).then(response => response.json())
  if (CAMPAIGNS > seeded.total)
    await emulator('POST', '/__emulator/outbound/generate', { count: CAMPAIGNS - seeded.total })

  // 1. Platform calls per refresh.
  const first = await countCalls(() => overview(token))
  const second = await countCalls(() => overview(token))
  // the same refreshes without and with the live performance (the browser always asks it: performance=1)
  const refreshEvery5s = async query => {
    let refreshes = 0
    const calls = await countCalls(async () => {
      const until = Date.now() + REFRESH_SECONDS * 1000
      while (Date.now() < until) {
        await overview(token, query)
        refreshes += 1
        await sleep(5000)
      }
    })
    return { calls, refreshes }
  }
  const { calls: steady, refreshes } = await refreshEvery5s('')
  const withPerformance = await refreshEvery5s('&performance=1')
  const { body } = await overview(token)
  const active = body.campaigns.length === 0 ? 0 : (body.summary.byStatus.on ?? 0)

  // 2. Backend latency: one poller (sequential), then concurrent pollers.
  const sequential = []
  for (let i = 0; i < 200; i += 1) sequential.push((await overview(token)).ms)
  sequential.sort((a, b) => a - b)
  const loaded = await autocannon({
    url: `${APP_URL}${OVERVIEW}`,
    connections: CONNECTIONS,
    duration: 10,
    headers: { Authorization: `Bearer ${token}` }
  })

  // 3. The browser: a signed-in reload of / until the first row of the table is shown.
  const browser = await launchChromium(chromium)
  const page = await pageSignedInAsAvery(browser, APP_URL)
  const firstRow = page.getByTestId('campaign-row').first()
  await firstRow.waitFor({ timeout: 60_000 })
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="campaign-row"]')) {
        window.__tableShownAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  /** Navigation start → first row over RUNS reloads, sorted (the first reload warms the server's code paths). */
  const firstRowTimes = async () => {
    const times = []
    for (let i = 0; i < RUNS + 1; i += 1) {
      await page.reload()
      await firstRow.waitFor()
      const at = await page.evaluate(() => window.__tableShownAt)
      if (i > 0) times.push(at)
    }
    return times.sort((a, b) => a - b)
  }
  const shown = await firstRowTimes()

  // 5. (measured before the idle minutes, which then follow on the same page) Every campaign in one page of
  // 2,000: the first row after a reload, then frames while all the rows are wheeled through, top to bottom.
  await page.goto(`${APP_URL}/?pageSize=2000`)
  await firstRow.waitFor()
  const shownAll = await firstRowTimes()
  const rowsInPage = await page
    .getByRole('grid')
    .evaluate(grid => Number(grid.getAttribute('aria-rowcount')) - 1)
  await page.waitForTimeout(1000)
  const wheeled = await wheelThrough(page, page.getByTestId('campaign-row'))
  // The bare grid's 2,000 rows, wheeled the same way in the same browser: what the grid alone costs today.
  const floor = await serveGridFloor(FLOOR_PORT)
  await page.goto(`${floor.url}/?rows=${rowsInPage}`)
  await page.locator('.floor-row').first().waitFor()
  await page.waitForTimeout(1000)
  const floorWheeled = await wheelThrough(page, page.locator('.floor-row'))
  floor.stop()
  await page.goto(`${APP_URL}/`)
  await page.getByTestId('campaign-row').first().waitFor()

  // 4. Live: one idle overview with its channel open, then status changes made through the platform.
  await page.getByTestId('live-mode').filter({ hasText: 'Live' }).waitFor({ timeout: 30_000 })
  const idle = await countCalls(() => sleep(IDLE_SECONDS * 1000))
  const offIds = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="campaign-row"]')]
      .filter(row => row.querySelector('input[role="switch"]:not(:checked):not([aria-disabled])'))
      .map(row => row.getAttribute('data-id'))
  )
  const delays = []
  for (const id of offIds.slice(0, CHANGES)) {
    const api = `${EMULATOR_URL}/api/v2/outbound/campaigns/${id}`
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const campaign = await fetch(api, { headers }).then(response => response.json())
    const watching = page.waitForFunction(
      rowId => document.querySelector(`[data-id="${rowId}"] input[role="switch"]`)?.checked === true,
      id,
      { timeout: 30_000, polling: 'raf' }
    )
    const changedAt = performance.now()
    const put = await fetch(api, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...campaign, campaignStatus: 'on' })
    })
    if (!put.ok) continue // e.g. the organisation's 50 active campaigns: not a measure of delivery
    await watching
    delays.push(performance.now() - changedAt)
  }
  delays.sort((a, b) => a - b)
  await browser.close()

  console.log(
    `\nCampaign overview, ${seeded.total > CAMPAIGNS ? seeded.total : CAMPAIGNS} campaigns in one organisation ` +
      `(${active} on), production build, emulator on loopback\n`
  )
  console.log('platform calls per overview refresh')
  console.log(`  first (takes the campaign-list snapshot): ${describeCalls(first)}`)
  console.log(`  next (within the snapshot's lifetime):    ${describeCalls(second)}`)
  console.log(
    `  steady, ${refreshes} refreshes every 5 s:       ${(steady.total / refreshes).toFixed(2)} per refresh ` +
      `(${describeCalls(steady)})`
  )
  console.log(
    `  the same with performance=1 (${withPerformance.refreshes}):     ` +
      `${(withPerformance.calls.total / withPerformance.refreshes).toFixed(2)} per refresh ` +
      `(${describeCalls(withPerformance.calls)})`
  )
  console.log('backend GET /api/campaigns (page of 50 of 2,000, sorted by name)')
  console.log(
    `  one poller, 200 calls:       p50 ${percentile(sequential, 50).toFixed(1)} ms   p99 ${percentile(sequential, 99).toFixed(1)} ms`
  )
  console.log(
    `  ${CONNECTIONS} concurrent pollers, 10 s: ${Math.round(loaded.requests.average)} requests/s   ` +
      `p50 ${loaded.latency.p50} ms   p99 ${loaded.latency.p99} ms   (${loaded.non2xx} non-2xx, ${loaded.errors} errors)`
  )
  const describeTimes = times =>
    `  median ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   ` +
    `min ${times[0].toFixed(0)} ms   max ${times[times.length - 1].toFixed(0)} ms`
  console.log(`browser: navigation start → first table row, ${shown.length} reloads`)
  console.log(describeTimes(shown))
  console.log(
    `browser: every campaign in one page (?pageSize=2000, ${rowsInPage} rows), navigation start → first row, ${shownAll.length} reloads`
  )
  console.log(describeTimes(shownAll))
  const describeWheel = (what, { frames, bottom, scrolledTo, rowsInDom }) => {
    const sorted = [...frames].sort((a, b) => a - b)
    console.log(
      `browser: wheel through ${what} (scrolled ${Math.round(scrolledTo)} of ${Math.round(bottom)} px, ` +
        `${rowsInDom} rows in the DOM at the end), ${frames.length} frames`
    )
    console.log(
      `  frame interval median ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   ` +
        `max ${sorted.at(-1).toFixed(1)} ms   dropped (over 1.5 frames, 25 ms): ${frames.filter(f => f > 25).length}`
    )
  }
  describeWheel(`all ${rowsInPage} rows of that page`, wheeled)
  describeWheel(`the bare grid's ${rowsInPage} rows (MUI X alone, 16 columns of plain text)`, floorWheeled)
  console.log(`live: one idle overview, channel open, ${IDLE_SECONDS} s`)
  console.log(
    `  platform calls: ${describeCalls(idle)}, ${((idle.total * 60) / IDLE_SECONDS).toFixed(2)} a minute`
  )
  if (delays.length > 0)
    console.log(
      `  status change through the platform → row shows it, ${delays.length} changes: median ` +
        `${percentile(delays, 50).toFixed(0)} ms   max ${delays[delays.length - 1].toFixed(0)} ms`
    )
  else console.log('  no campaign on the page could be started (none off and startable): no latency measured')
} finally {
  stopAll()
}
process.exit(0)

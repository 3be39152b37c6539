// Benchmark (not a test): the week view (/schedules) with 2,000 scheduled campaigns in one organisation. Starts
// the emulator and the PKCE end-to-end build (.next-test/pkce, which must exist: this benchmark never builds) on
// the e2e ports, grows the Demo organisation to BENCH_CAMPAIGNS campaigns, gives every campaign a weekly
// schedule through the platform API (Monday to Friday, start hours and zones varied so the bars differ), and
// prints:
//   1. backend GET /api/schedules: latency (median of BENCH_RUNS) and the answer's size;
//   2. platform calls per GET /api/schedules (a first one, the schedules' short cache forgotten, and the next);
//   3. the browser at 1440×900, signed in: navigation start → first bar shown (median of BENCH_RUNS reloads),
//      the longest main-thread task and the layout shift (CLS) while the page loads, the rows and bars in the
//      DOM (the grid is virtualised);
//   4. wheeling the grid through every row: frame intervals (median, p95, frames over 25 ms), beside the bare
//      grid's (support/gridFloor.mjs) wheeled the same way in the same browser.
//
//   npm run bench:week          BENCH_CAMPAIGNS=2000 BENCH_RUNS=10 BENCH_WHEEL_PX=240 BENCH_SETTLE_MS=2000
import { existsSync } from 'node:fs'
import http from 'node:http'

import { chromium } from '@playwright/test'

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
const RUNS = Number(process.env.BENCH_RUNS || 10)
// Pixels per wheel notch while scrolling the grid through (a 52 px row: about 4.6 rows a notch).
const WHEEL_PX = Number(process.env.BENCH_WHEEL_PX || 240)
// How long a load is watched after its first bar (long tasks and layout shifts of the rest of the load).
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 2000)
const PUT_CONCURRENCY = 20
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const EMULATOR_URL = `http://localhost:${4110 + offset}`
const APP_URL = `http://localhost:${3110 + offset}`
const FLOOR_PORT = 3199 + offset
const DIST_DIR = '.next-test/pkce'
const ZONES = ['Europe/London', 'America/New_York', 'Europe/Paris']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

if (!existsSync(`${DIST_DIR}/BUILD_ID`)) {
  console.error(`${DIST_DIR} has no build (BUILD_ID missing): this benchmark does not build it. Stopping.`)
  process.exit(1)
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const median = values =>
  percentile(
    [...values].sort((a, b) => a - b),
    50
  )
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))
const pad = n => String(n).padStart(2, '0')

const emulator = emulatorCaller(EMULATOR_URL)

/** Wheels the floor page's grid top to bottom as the week's is (WHEEL_PX a notch): its frame intervals. */
async function wheelFloor(page) {
  const scroller = page.locator('.MuiDataGrid-virtualScroller')
  await scroller.hover()
  await startFrameRecording(page, 200_000)
  const bottom = await scroller.evaluate(element => element.scrollHeight - element.clientHeight)
  for (let notch = 0; notch < Math.ceil(bottom / WHEEL_PX) * 3 + 50; notch += 1) {
    await page.mouse.wheel(0, WHEEL_PX)
    await page.waitForTimeout(16)
    if (notch % 10 === 9 && (await scroller.evaluate(element => element.scrollTop)) >= bottom - 1) break
  }
  return stopFrameRecording(page)
}

/** The platform API itself, as the person's token. */
async function platform(token, method, path, body) {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {})
    },
    body: body ? JSON.stringify(body) : undefined
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

/** Platform calls the emulator received while `work` ran, by route. */
async function countCalls(work) {
  await emulator('DELETE', '/__emulator/calls')
  await work()
  return emulator('GET', '/__emulator/calls')
}

const describeCalls = calls =>
  `${calls.total} (${Object.entries(calls.byRoute)
    .map(([route, n]) => `${n}× ${route}`)
    .join(', ')})`

async function schedulesAnswer(token) {
  const started = performance.now()
  const response = await fetch(`${APP_URL}/api/schedules`, { headers: { Authorization: `Bearer ${token}` } })
  const text = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`GET /api/schedules: ${response.status} ${text.slice(0, 500)}`)
  return { ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) }
}

/** GET /api/schedules's bytes on the wire, compressed as a browser asks for it. */
function wireSize(token) {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${APP_URL}/api/schedules`,
        { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' } },
        response => {
          let bytes = 0
          response.on('data', chunk => (bytes += chunk.length))
          response.on('end', () =>
            resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' })
          )
        }
      )
      .on('error', reject)
  })
}

/** The schedule of the i-th campaign: a weekly Monday-to-Friday run from this week's Monday, in one of three zones. */
function scheduleFor(id, i, monday, version) {
  const timeZone = ZONES[i % ZONES.length]
  const from = 6 + (i % 7) // 06:00 … 12:00
  const to = from + 4 + (i % 5) // 4 to 8 hours
  return {
    campaign: { id },
    timeZone,
    intervals: [],
    recurrences: [
      {
        start: `${monday}T${pad(from)}:00:00.000`,
        end: `${monday}T${pad(to)}:00:00.000`,
        timeZone,
        pattern: { type: 'Weekly', interval: 1, daysOfWeek: WEEKDAYS },
        range: { type: 'NoEnd' }
      }
    ],
    ...(version === undefined ? {} : { version })
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i], i)
      }
    })
  )
  return results
}

for (const port of [4110 + offset, 3110 + offset]) {
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false
  )
  if (taken) {
    // (another E2E_PORT_OFFSET needs a build made for it: the emulator's address is built into the app)
    console.error(
      `Port ${port} already answers (the e2e tests, or another run?): wait for it to end. Stopping.`
    )
    process.exit(1)
  }
}

run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
  env: {
    GENESYS_EMULATOR_PORT: String(4110 + offset),
    GENESYS_EMULATOR_APP_ORIGINS: APP_URL,
    // The benchmark drives far more calls than a person could; the rate limit would only measure itself.
    GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE: '0',
    GENESYS_EMULATOR_QUIET: '1'
  }
})
run('app', 'node', ['scripts/serve-test-app.mjs', 'pkce', String(3110 + offset), DIST_DIR, EMULATOR_URL])

let browser
let exitCode = 0
try {
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  await waitForUrl(`${APP_URL}/login`, 300_000)
  const { access_token: token } = await emulator('POST', '/__emulator/tokens', {
    email: 'avery.admin@democc.example'
  })

  // 1. The organisation: BENCH_CAMPAIGNS campaigns, each with a week of runs.
  const seeded = (await platform(token, 'GET', '/api/v2/outbound/campaigns?pageSize=1')).body
  if (CAMPAIGNS > seeded.total)
    await emulator('POST', '/__emulator/outbound/generate', { count: CAMPAIGNS - seeded.total })
  const ids = []
  for (let pageNumber = 1; ; pageNumber += 1) {
    const listing = await platform(
      token,
      'GET',
      `/api/v2/outbound/campaigns?pageSize=100&pageNumber=${pageNumber}`
    )
    if (listing.status !== 200) throw new Error(`campaigns page ${pageNumber}: ${listing.status}`)
    ids.push(...listing.body.entities.map(campaign => campaign.id))
    if (pageNumber >= listing.body.pageCount) break
  }
  const existing = await platform(token, 'GET', '/api/v2/outbound/schedules/campaigns')
  const versions = new Map((existing.body ?? []).map(schedule => [schedule.campaign?.id, schedule.version]))
  const { now } = await emulator('GET', '/__emulator/clock')
  const today = new Date(now)
  const mondayDate = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000)
  const monday = mondayDate.toISOString().slice(0, 10)
  console.log(
    `scheduling ${ids.length} campaigns (week of Monday ${monday}, ${versions.size} already scheduled), ` +
      `${PUT_CONCURRENCY} PUTs at a time…`
  )
  const putStarted = performance.now()
  const answers = await pool(ids, PUT_CONCURRENCY, (id, i) =>
    platform(
      token,
      'PUT',
      `/api/v2/outbound/schedules/campaigns/${id}`,
      scheduleFor(id, i, monday, versions.get(id))
    )
  )
  const putSeconds = (performance.now() - putStarted) / 1000
  const refused = answers
    .map((answer, i) => ({ ...answer, id: ids[i] }))
    .filter(answer => answer.status !== 200)
  if (refused.length > 0)
    throw new Error(
      `${refused.length} schedule PUTs refused, first: ${refused[0].id} ${refused[0].status} ` +
        JSON.stringify(refused[0].body).slice(0, 500)
    )
  // A few answers, and the same schedules read back: as sent.
  const sample = [0, 1, 2, Math.floor(ids.length / 2), ids.length - 1]
  for (const i of sample) {
    const sent = scheduleFor(ids[i], i, monday).recurrences[0]
    for (const [where, schedule] of [
      ['PUT answer', answers[i].body],
      ['GET', (await platform(token, 'GET', `/api/v2/outbound/schedules/campaigns/${ids[i]}`)).body]
    ]) {
      const got = schedule?.recurrences?.[0]
      const same =
        schedule?.campaign?.id === ids[i] &&
        schedule.timeZone === sent.timeZone &&
        schedule.recurrences.length === 1 &&
        got.start === sent.start &&
        got.end === sent.end &&
        got.pattern?.type === 'Weekly' &&
        got.pattern.daysOfWeek?.length === 5 &&
        got.range?.type === 'NoEnd' &&
        typeof schedule.version === 'number'
      if (!same)
        throw new Error(
          `${where} of ${ids[i]}'s schedule is not the one sent: ${JSON.stringify(schedule).slice(0, 600)}`
        )
    }
  }
  const stored = (await platform(token, 'GET', '/api/v2/outbound/schedules/campaigns')).body
  if (stored.length < ids.length)
    throw new Error(`the platform lists ${stored.length} campaign schedules, ${ids.length} were saved`)
  console.log(`  ${ids.length} schedules saved in ${putSeconds.toFixed(1)} s, samples checked`)

  // 2. Backend: latency and size of GET /api/schedules, and the platform calls behind one.
  await schedulesAnswer(token) // warms the server's code paths
  const latencies = []
  let answer
  for (let i = 0; i < RUNS; i += 1) {
    answer = await schedulesAnswer(token)
    latencies.push(answer.ms)
  }
  latencies.sort((a, b) => a - b)
  const wire = await wireSize(token)
  const scheduledRows = answer.body.campaigns.filter(campaign => campaign.schedule).length
  await sleep(3000) // past the rows' schedules' 2 s cache
  const firstCalls = await countCalls(() => schedulesAnswer(token))
  const nextCalls = await countCalls(() => schedulesAnswer(token))

  // 3. The browser: signed in, reloads of /schedules until the first bar is shown.
  browser = await launchChromium(chromium)
  const page = await pageSignedInAsAvery(browser, APP_URL)
  await page.getByTestId('campaign-row').first().waitFor({ timeout: 60_000 })

  const consoleErrors = []
  const consoleWarnings = []
  page.on('console', message => {
    if (message.type() === 'error') consoleErrors.push(message.text())
    if (message.type() === 'warning') consoleWarnings.push(message.text())
  })
  page.on('pageerror', error => consoleErrors.push(`uncaught: ${error.message}`))
  await page.addInitScript(() => {
    const bench = { barAt: null, longest: 0, longTasks: 0, cls: 0 }
    window.__bench = bench
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) {
        bench.longest = Math.max(bench.longest, entry.duration)
        bench.longTasks += 1
      }
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="schedule-bar"]')) {
        bench.barAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const firstBar = page.getByTestId('schedule-bar').first()
  await page.goto(`${APP_URL}/schedules`)
  await firstBar.waitFor({ timeout: 60_000 }) // the first load warms the server's code paths and the page's chunk
  const loads = []
  for (let i = 0; i < RUNS; i += 1) {
    await page.reload()
    await firstBar.waitFor({ timeout: 60_000 })
    await page.waitForTimeout(SETTLE_MS)
    loads.push(await page.evaluate(() => ({ ...window.__bench })))
  }
  // Where the last load's time went: the app's requests before its first bar (start → end, from navigation).
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(entry => entry.startTime < window.__bench.barAt && /\/(api|apps)\//.test(entry.name))
      .map(entry => ({
        path: new URL(entry.name).pathname,
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd)
      }))
  )
  const shown = loads.map(load => load.barAt).sort((a, b) => a - b)
  const longest = loads.map(load => load.longest).sort((a, b) => a - b)
  const cls = loads.map(load => load.cls).sort((a, b) => a - b)

  // What the grid holds in the DOM, at the top of the week.
  const inDom = () =>
    page.evaluate(() => {
      const rows = [...document.querySelectorAll('.MuiDataGrid-row')]
      const barsPerRow = rows.map(row => row.querySelectorAll('[data-testid="schedule-bar"]').length)
      const indexes = rows.map(row => Number(row.getAttribute('data-rowindex'))).filter(Number.isFinite)
      return {
        rows: rows.length,
        bars: document.querySelectorAll('[data-testid="schedule-bar"]').length,
        rowsWithoutBars: barsPerRow.filter(n => n === 0).length,
        fewestBars: barsPerRow.length ? Math.min(...barsPerRow) : 0,
        mostBars: barsPerRow.length ? Math.max(...barsPerRow) : 0,
        lastRowIndex: indexes.length ? Math.max(...indexes) : -1,
        rowCount: Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? NaN),
        skeleton: document.querySelectorAll('.MuiSkeleton-root').length
      }
    })
  const atTop = await inDom()

  // 4. Wheeling the grid through every row, top to bottom, frames counted in the page.
  const scroller = page.locator('.MuiDataGrid-virtualScroller')
  const { scrollHeight, clientHeight } = await scroller.evaluate(element => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight
  }))
  const bottom = scrollHeight - clientHeight
  await scroller.hover()
  await startFrameRecording(page, 200_000)
  const scrollStarted = performance.now()
  let scrolledTo = 0
  let notches = 0
  let stuck = 0
  let rowsSeenWithoutBars = 0
  const maxNotches = Math.ceil(bottom / WHEEL_PX) * 3 + 50
  while (notches < maxNotches) {
    await page.mouse.wheel(0, WHEEL_PX)
    await page.waitForTimeout(16)
    notches += 1
    if (notches % 10 !== 0) continue
    const sample = await scroller.evaluate(element => ({
      top: element.scrollTop,
      rowsWithoutBars: [...document.querySelectorAll('.MuiDataGrid-row')].filter(
        row => !row.querySelector('[data-testid="schedule-bar"]')
      ).length
    }))
    rowsSeenWithoutBars += sample.rowsWithoutBars
    stuck = sample.top <= scrolledTo ? stuck + 1 : 0
    scrolledTo = sample.top
    if (scrolledTo >= bottom - 1 || stuck >= 3) break
  }
  const scrollSeconds = (performance.now() - scrollStarted) / 1000
  const frames = await stopFrameRecording(page)
  await page.waitForTimeout(300)
  scrolledTo = await scroller.evaluate(element => element.scrollTop)
  const atBottom = await inDom()
  // The bare grid's rows (MUI X alone, support/gridFloor.mjs), wheeled the same way in the same browser: the
  // floor the week view's slow frames are held to.
  page.removeAllListeners('console') // (the console counted is /schedules's)
  page.removeAllListeners('pageerror')
  // as many of its 44 px rows as make the week's scroll height: the same distance, wheeled the same way
  const floorRows = Math.ceil(scrollHeight / 44)
  const floor = await serveGridFloor(FLOOR_PORT)
  await page.goto(`${floor.url}/?rows=${floorRows}`)
  await page.locator('.floor-row').first().waitFor()
  await page.waitForTimeout(1000)
  const floorFrames = await wheelFloor(page)
  floor.stop()
  await browser.close()
  browser = undefined

  const sortedFrames = [...frames].sort((a, b) => a - b)
  const distinct = list => [...new Set(list)]
  const campaignsInOrg = Math.max(seeded.total, CAMPAIGNS)

  console.log(
    `\nWeek view (/schedules), ${campaignsInOrg} campaigns in one organisation, each scheduled Monday to Friday ` +
      `(${ZONES.join(', ')}), production build, emulator on loopback\n`
  )
  console.log('backend GET /api/schedules')
  console.log(`  campaigns in the answer: ${answer.body.campaigns.length} (${scheduledRows} with a schedule)`)
  console.log(`  latency median of ${RUNS}: ${percentile(latencies, 50).toFixed(1)} ms`)
  console.log(`  latency min: ${latencies[0].toFixed(1)} ms`)
  console.log(`  latency max: ${latencies.at(-1).toFixed(1)} ms`)
  console.log(`  payload (JSON): ${(answer.bytes / 1024).toFixed(1)} KiB`)
  console.log(`  payload on the wire (${wire.encoding}): ${(wire.bytes / 1024).toFixed(1)} KiB`)
  console.log('platform calls per GET /api/schedules')
  console.log(`  first (schedules' cache cold): ${describeCalls(firstCalls)}`)
  console.log(`  next (within 2 s): ${describeCalls(nextCalls)}`)
  console.log(`browser (1440×900, signed in): ${RUNS} reloads of /schedules`)
  console.log(`  navigation start → first bar, median: ${percentile(shown, 50).toFixed(0)} ms`)
  console.log(`  navigation start → first bar, min: ${shown[0].toFixed(0)} ms`)
  console.log(`  navigation start → first bar, max: ${shown.at(-1).toFixed(0)} ms`)
  console.log(`  the last load's requests before its first bar (${loads.at(-1).barAt.toFixed(0)} ms):`)
  for (const { path, start, end } of requests) console.log(`    ${path}: ${start} → ${end} ms`)
  console.log(
    `  longest main-thread task during load (to ${SETTLE_MS} ms after the first bar), median: ` +
      `${percentile(longest, 50).toFixed(0)} ms`
  )
  console.log(`  longest main-thread task during load, max: ${longest.at(-1).toFixed(0)} ms`)
  console.log(`  long tasks (over 50 ms) per load, median: ${median(loads.map(load => load.longTasks))}`)
  console.log(`  CLS during load, median: ${percentile(cls, 50).toFixed(3)}`)
  console.log(`  CLS during load, max: ${cls.at(-1).toFixed(3)}`)
  console.log('DOM at the top of the grid (virtualised)')
  console.log(`  grid's row count (aria-rowcount, header included): ${atTop.rowCount} rows`)
  console.log(`  rows rendered: ${atTop.rows} rows`)
  console.log(`  bars rendered: ${atTop.bars} bars`)
  console.log(`  bars per row: ${atTop.fewestBars}–${atTop.mostBars} bars`)
  console.log(`  rows rendered without a bar: ${atTop.rowsWithoutBars} rows`)
  console.log(
    `browser: wheel through the grid, ${WHEEL_PX} px a notch, ${notches} notches in ${scrollSeconds.toFixed(1)} s`
  )
  console.log(`  scrolled: ${Math.round(scrolledTo)} px of ${Math.round(bottom)} px`)
  console.log(`  last row reached (data-rowindex, from 0): ${atBottom.lastRowIndex}`)
  console.log(`  rows rendered at the bottom: ${atBottom.rows} rows`)
  console.log(`  bars rendered at the bottom: ${atBottom.bars} bars`)
  console.log(
    `  rows without a bar seen while scrolling (sampled every 10 notches): ${rowsSeenWithoutBars} rows`
  )
  console.log(`  frames: ${frames.length} frames`)
  console.log(`  frame interval median: ${percentile(sortedFrames, 50).toFixed(1)} ms`)
  console.log(`  frame interval p95: ${percentile(sortedFrames, 95).toFixed(1)} ms`)
  console.log(`  frame interval max: ${sortedFrames.at(-1).toFixed(1)} ms`)
  console.log(`  frames over 25 ms: ${frames.filter(frame => frame > 25).length} frames`)
  console.log(
    `  the grid floor (MUI X alone, ${floorRows} rows of 44 px: the same distance, wheeled the same way): ` +
      `${floorFrames.filter(frame => frame > 25).length} of ${floorFrames.length} frames over 25 ms`
  )
  console.log('browser console on /schedules')
  console.log(`  errors: ${consoleErrors.length} messages`)
  for (const text of distinct(consoleErrors).slice(0, 5)) console.log(`    ${text.slice(0, 300)}`)
  console.log(`  warnings: ${consoleWarnings.length} messages`)
  for (const text of distinct(consoleWarnings).slice(0, 5)) console.log(`    ${text.slice(0, 300)}`)
  console.log(
    `\nsummary: ${campaignsInOrg} campaigns; GET /api/schedules ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `${(answer.bytes / 1024).toFixed(0)} KiB, ${firstCalls.total}/${nextCalls.total} platform calls; ` +
      `first bar ${percentile(shown, 50).toFixed(0)} ms; longest task ${percentile(longest, 50).toFixed(0)} ms; ` +
      `CLS ${percentile(cls, 50).toFixed(3)}; ${atTop.rows} rows/${atTop.bars} bars in DOM; ` +
      `scroll ${percentile(sortedFrames, 50).toFixed(1)}/${percentile(sortedFrames, 95).toFixed(1)} ms ` +
      `(median/p95), ${frames.filter(frame => frame > 25).length} frames > 25 ms ` +
      `(grid floor ${floorFrames.filter(frame => frame > 25).length}); ` +
      `${consoleErrors.length} console errors`
  )
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await browser?.close().catch(() => {})
  stopAll()
}
process.exit(exitCode)

// Benchmark (not a test): how long from the OAuth callback URL to the home page being shown, measured in the
// browser. Starts the emulator and the PKCE end-to-end build (building it if missing) on the e2e ports, signs in
// as Avery Admin repeatedly in fresh browser contexts, and prints the figures.
//
//   npm run bench:sign-in            (BENCH_RUNS=30 for more runs)
//
// Side by side: BENCH_VARIANTS="before=/tmp/before,now=." serves each checkout's own PKCE build (built in it if
// missing; a git worktree with node_modules copied, as for bench:lighthouse) on a port of its own and signs in
// to each in turn, run after run, so that both see the same machine (single runs here vary by ±200 ms).
import { chromium } from '@playwright/test'

import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import { benchVariants } from './support/benchKit.mjs'

const RUNS = Number(process.env.BENCH_RUNS || 20)
const WARMUP = 2
const EMULATOR_PORT = 4110
const EMULATOR_URL = `http://localhost:${EMULATOR_PORT}`
const VARIANTS = benchVariants()

const quiet = { prefix: true }
run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
  ...quiet,
  env: {
    GENESYS_EMULATOR_PORT: String(EMULATOR_PORT),
    GENESYS_EMULATOR_APP_ORIGINS: VARIANTS.map(variant => variant.url).join(','),
    GENESYS_EMULATOR_QUIET: '1'
  }
})

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

try {
  for (const variant of VARIANTS) {
    // one after another: two builds at once would not fit this machine
    run(
      VARIANTS.length > 1 ? variant.name : 'app',
      'node',
      ['scripts/serve-test-app.mjs', 'pkce', String(variant.port), '.next-test/pkce', EMULATOR_URL],
      { ...quiet, cwd: variant.dir }
    )
    await waitForUrl(`${variant.url}/login`, 240_000)
  }
  await waitForUrl(`${EMULATOR_URL}/__emulator/health`, 30_000)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
  const samples = new Map(VARIANTS.map(variant => [variant.name, []]))
  for (let i = 0; i < RUNS + WARMUP; i += 1)
    for (const { name, url: APP_URL } of VARIANTS) {
      const context = await browser.newContext()
      const page = await context.newPage()
      // Notes, in the callback document's own clock, when the welcome heading first appears.
      await page.addInitScript(() => {
        if (!location.pathname.startsWith('/pages/campaign-manager')) return
        new MutationObserver((_, observer) => {
          // the overview's greeting beside its heading (h1 "Campaigns"), then its first campaign row (or card)
          const greeting = document.querySelector('h1 + p')
          if (!window.__homeShownAt && greeting && greeting.textContent?.startsWith('Welcome,'))
            window.__homeShownAt = performance.now()
          if (document.querySelector('[data-testid="campaign-row"], [data-testid="campaign-card"]')) {
            window.__firstRowAt = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true, characterData: true })
      })
      await page.goto(`${APP_URL}/login`)
      await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
      await page.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
      await page.getByText('Welcome, Avery Admin').waitFor()
      await page.getByTestId('campaign-row').first().waitFor()
      const sample = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0]
        const resource = part =>
          performance.getEntriesByType('resource').find(entry => entry.name.includes(part))
        const token = resource('/oauth/token')
        const validate = resource('/api/auth/Validate')
        const campaigns = resource('/api/campaigns')
        return {
          campaignsSent: campaigns ? campaigns.startTime : 0,
          campaignsAnswer: campaigns ? campaigns.duration : 0,
          total: window.__homeShownAt,
          firstRow: window.__firstRowAt,
          documentLoaded: nav.domContentLoadedEventEnd,
          tokenExchange: token ? token.duration : 0,
          validate: validate ? validate.duration : 0
        }
      })
      if (i >= WARMUP) samples.get(name).push(sample)
      await context.close()
    }
  await browser.close()

  const line = (runs, key) => {
    const values = runs.map(s => s[key]).sort((a, b) => a - b)
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    return `${key.padEnd(16)} median ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(
      values,
      95
    )
      .toFixed(0)
      .padStart(
        5
      )} ms   mean ${mean.toFixed(0).padStart(5)} ms   min ${values[0].toFixed(0).padStart(5)} ms   max ${values[
      values.length - 1
    ]
      .toFixed(0)
      .padStart(5)} ms`
  }
  for (const [name, runs] of samples) {
    console.log(
      `\nSign-in${VARIANTS.length > 1 ? ` (${name})` : ''}: callback URL → home page shown (PKCE, production build, ${runs.length} runs after ${WARMUP} warm-up${VARIANTS.length > 1 ? ', variants in turns' : ''})`
    )
    for (const key of [
      'total',
      'firstRow',
      'documentLoaded',
      'tokenExchange',
      'validate',
      'campaignsSent',
      'campaignsAnswer'
    ])
      console.log(line(runs, key))
  }
} finally {
  stopAll()
}
process.exit(0)

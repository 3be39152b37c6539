import { existsSync } from 'node:fs'

import { expect, test } from './support/test'

import { APPS } from './support/testEnvironment'

// Quality bar (issue 3): no route's first-load JavaScript may exceed 220 kB gzip. Reads the PKCE end-to-end
// build, which Playwright's web server makes (scripts/serve-test-app.mjs) before any test runs. No browser.
// How the figure is computed: scripts/bundleStats.mjs and docs/quality.md.
const BUDGET_BYTES = 220 * 1024
const buildDir = APPS.pkce.distDir

test('every route loads at most 220 kB of JavaScript (gzip) on first load', async () => {
  // Imported here: Playwright's loader turns a static import of an .mjs file into CommonJS, which fails.
  const { bundleStats, formatBundleStats, kB } = await import('../../scripts/bundleStats.mjs')
  // A missing build is a failure, never a silent pass.
  expect(existsSync(`${buildDir}/BUILD_ID`), `${buildDir} has not been built`).toBe(true)
  const stats = bundleStats(buildDir)
  console.log(formatBundleStats(stats, BUDGET_BYTES))

  expect(stats.routes.map(r => r.route)).toEqual(expect.arrayContaining(['/', '/login', '/404']))
  expect(stats.crossCheck.differences, 'our file sets agree with Next diagnostics').toEqual([])
  const over = stats.routes
    .filter(r => r.gzipBytes > BUDGET_BYTES)
    .map(r => `${r.route}: ${kB(r.gzipBytes)} kB (${kB(r.gzipBytes - BUDGET_BYTES)} kB over)`)
  expect(over, `routes over the ${kB(BUDGET_BYTES)} kB budget`).toEqual([])
})

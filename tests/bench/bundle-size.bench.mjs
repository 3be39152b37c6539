// Benchmark (not a test): first-load JavaScript per route, gzip, read from a production build's output (see
// scripts/bundleStats.mjs for what is counted). The budget test (tests/e2e/bundle-budget.spec.ts) fails any
// route over 220 kB; this prints every figure and the biggest files, so that we can push them lower.
//
//   npm run bench:bundle                        (the PKCE end-to-end build, .next-test/pkce; built if missing)
//   npm run bench:bundle -- .next               (any other build folder; never built here)
//   npm run bench:bundle -- --json              (machine-readable)
import { existsSync } from 'node:fs'

import { bundleStats, DEFAULT_BUILD_DIR, formatBundleStats, KIB, kB } from '../../scripts/bundleStats.mjs'
import { step } from '../../scripts/processes.mjs'

const BUDGET_BYTES = 220 * KIB
const args = process.argv.slice(2)
const buildDir = args.find(arg => !arg.startsWith('--')) ?? DEFAULT_BUILD_DIR
const json = args.includes('--json')

if (!existsSync(`${buildDir}/BUILD_ID`)) {
  if (buildDir !== DEFAULT_BUILD_DIR) {
    console.error(
      `${buildDir} is not a finished build: build it first (e.g. NEXT_DIST_DIR=${buildDir} npx next build)`
    )
    process.exit(1)
  }
  // The same build the end-to-end tests make (scripts/serve-test-app.mjs, tests/e2e/support/testEnvironment.ts).
  const code = await step('build pkce', 'node_modules/.bin/next', ['build'], {
    env: {
      NEXT_DIST_DIR: buildDir,
      NEXT_PUBLIC_OAUTH_GRANT: 'pkce',
      NEXT_PUBLIC_GENESYS_EMULATOR_URL: 'http://localhost:4110'
    }
  })
  if (code !== 0) process.exit(code)
}

const stats = bundleStats(buildDir)
if (json) {
  console.log(JSON.stringify(stats, null, 2))
  process.exit(0)
}

console.log(`\n${formatBundleStats(stats, BUDGET_BYTES)}`)

// Where the shared part goes: the biggest files every pages route loads.
const login = stats.routes.find(r => r.route === '/login') ?? stats.routes[0]
if (login) {
  console.log(`\nFiles of ${login.route}'s first load, biggest first (gzip / raw):`)
  for (const file of [...login.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${`${kB(file.gzipBytes)} kB`.padStart(10)} ${`${kB(file.rawBytes)} kB`.padStart(10)}  ${file.file}`
    )
  }
}
const worst = Math.max(...stats.routes.map(r => r.gzipBytes))
console.log(
  worst > BUDGET_BYTES
    ? `\n✘ over budget: the largest route loads ${kB(worst)} kB (${kB(worst - BUDGET_BYTES)} kB over ${kB(BUDGET_BYTES)} kB)`
    : `\n✔ within budget: the largest route loads ${kB(worst)} kB (${kB(BUDGET_BYTES - worst)} kB to spare)`
)

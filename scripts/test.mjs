// `npm test`: every check the project has, in the order that fails fastest, then one closing line with the
// totals. CI runs exactly this (see .ci/run).
import { mkdirSync, readFileSync, rmSync } from 'node:fs'

import { step } from './processes.mjs'

const bin = name => `node_modules/.bin/${name}`
const started = Date.now()

const steps = [
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  [
    'unit tests',
    bin('jest'),
    ['--selectProjects', 'unit', '--json', '--outputFile=test-results/jest-unit.json']
  ],
  [
    'integration and contract tests',
    bin('jest'),
    [
      '--selectProjects',
      'integration',
      'contract',
      '--runInBand',
      '--json',
      '--outputFile=test-results/jest-integration.json'
    ]
  ],
  ['end-to-end tests (Chromium)', bin('playwright'), ['test']]
]

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results')
// The end-to-end builds are made afresh from the current sources (scripts/serve-test-app.mjs builds a
// missing one when Playwright starts its servers).
rmSync('.next-test', { recursive: true, force: true })
let failedStep = null
for (const [name, command, args, options] of steps) {
  const code = await step(name, command, args, options)
  if (code !== 0) {
    failedStep = name
    break
  }
}

// Totals across the runners, for the closing line.
const totals = { passed: 0, failed: 0, skipped: 0 }
const readJson = path => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}
for (const file of ['test-results/jest-unit.json', 'test-results/jest-integration.json']) {
  const report = readJson(file)
  if (!report) continue
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
}
const e2e = readJson('test-results/e2e.json')
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky
  totals.failed += e2e.stats.unexpected
  totals.skipped += e2e.stats.skipped
}

const seconds = ((Date.now() - started) / 1000).toFixed(0)
if (failedStep) console.log(`\n✘ ${failedStep} failed (after ${seconds} s)`)
else console.log(`\n✔ all checks passed in ${seconds} s`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStep ? 1 : 0)

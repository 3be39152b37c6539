// `npm test`: every check the project has, in the order that fails fastest, then one closing line with the
// totals. CI runs exactly this (see .ci/run).
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { step } from './processes.mjs'

const bin = name => `node_modules/.bin/${name}`
const started = Date.now()

const steps = [
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  // import cycles with type-only imports included (lint's import/no-cycle does not see `import type`)
  [
    'import cycles',
    bin('depcruise'),
    [
      '--config',
      '.dependency-cruiser.mjs',
      '--output-type',
      'err',
      'src',
      'emulator',
      'contract',
      'scripts/checkOrg'
    ]
  ],
  ['file sizes (250 lines)', process.execPath, ['scripts/fileSizes.mjs']],
  [
    'unit tests',
    bin('jest'),
    // Jest's default is one worker on two cores; the unit tests share nothing, and two take 72 s instead of 125.
    ['--selectProjects', 'unit', '--maxWorkers=2', '--json', '--outputFile=test-results/jest-unit.json']
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
  ['end-to-end tests (Chromium)', bin('playwright'), ['test']],
  // every operation and topic the app uses was checked against the SDK's models by the steps above
  ['SDK model check coverage', bin('tsx'), ['scripts/modelCheckCoverage.ts']]
]

// The /apps integration tests also run on PostgreSQL (TEST_DATABASE_URL). CI provides a server (.ci/run);
// on a developer's machine with Debian's postgresql binaries, a throwaway cluster under /tmp is started on a
// free loopback port for this run and removed at the end. Without either, those suites are skipped locally
// (and fail under CI=true).
function startThrowawayPostgres(port) {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : []
  const bin = versions
    .map(version => path.join(root, version, 'bin'))
    .findLast(dir => existsSync(`${dir}/pg_ctl`))
  if (!bin) return null
  const folder = mkdtempSync(path.join(tmpdir(), 'cm-test-pg-'))
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const id = flag => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
    chownSync(folder, id('-u'), id('-g'))
  }
  const pg = (tool, args) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]]
      : [`${bin}/${tool}`, args]
    return spawnSync(command, fullArgs, { encoding: 'utf8' })
  }
  const data = path.join(folder, 'data')
  const init = pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const started =
    init.status === 0 &&
    pg('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), '-o', options, '-w', 'start'])
  if (!started || started.status !== 0) {
    console.log(`Could not start a throwaway PostgreSQL: ${(init.stderr || started?.stderr || '').trim()}`)
    rmSync(folder, { recursive: true, force: true })
    return null
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(folder, { recursive: true, force: true })
    }
  }
}

const freePort = () =>
  new Promise(resolve => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

let postgres = null
if (!process.env.TEST_DATABASE_URL) {
  postgres = startThrowawayPostgres(await freePort())
  if (postgres) {
    process.env.TEST_DATABASE_URL = postgres.url
    console.log(`PostgreSQL for the tests: a throwaway cluster at ${postgres.url}`)
    // stopped however this run ends (processes.mjs exits on Ctrl+C)
    process.on('exit', () => postgres.stop())
  } else console.log('PostgreSQL is not installed: the PostgreSQL test suites will be skipped.')
}

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

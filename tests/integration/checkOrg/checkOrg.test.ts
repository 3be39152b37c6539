/**
 * `npm run check:org` (scripts/checkOrg) against the emulator, as CI runs it: the check's core as a function
 * for Avery (everything works), Vic the viewer (what he lacks, and why) and a token over its rate limit; the
 * CLI itself once, as a child process, for its exit codes and its JSON.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { issueTestToken } from '../../../emulator/src/testing/signIn'
import { CheckInputError } from '../../../scripts/checkOrg/CheckInputError'
import { formatReport } from '../../../scripts/checkOrg/formatReport'
import { OPERATION_PROBES } from '../../../scripts/checkOrg/operationProbes'
import type { OrgReport } from '../../../scripts/checkOrg/orgReport'
import { runOrgCheck } from '../../../scripts/checkOrg/runOrgCheck'

jest.setTimeout(90_000)

const run = promisify(execFile)
let emulator: Emulator

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, quiet: true })
})
afterAll(() => emulator.close())

const checkAs = async (email: string, listenSeconds = 0) =>
  runOrgCheck({ apiBaseUrl: emulator.url, token: await issueTestToken(emulator.url, email), listenSeconds })

const failures = (report: OrgReport) =>
  Object.values(report.findings)
    .flat()
    .filter(finding => finding.mark === 'fail')

describe('as Avery Admin', () => {
  let report: OrgReport
  beforeAll(async () => {
    report = await checkAs(seedUsers.avery.email, 3)
  })

  test('everything the app needs works: no ✗, exit code 0', () => {
    expect(failures(report)).toEqual([])
    expect(report.exitCode).toBe(0)
    expect(report.identity.user).toMatchObject({ name: 'Avery Admin', email: seedUsers.avery.email })
    expect(report.identity.organization).toMatchObject({ name: 'Demo Contact Centre' })
    expect(report.permissions.every(permission => permission.mark !== 'fail')).toBe(true)
  })

  test("every read-only operation of the app is called and answered, each checked against the SDK's model", () => {
    const called = report.operations.map(result => result.operation)
    expect(called).toEqual([
      'GET /api/v2/users/me',
      ...OPERATION_PROBES.map(probe => `${probe.method} ${probe.route}`)
    ])
    // (the seed has no sequence schedule: that one call is skipped, and says why)
    const notOk = report.operations.filter(result => result.outcome !== 'ok')
    expect(notOk.map(result => [result.operation, result.outcome, result.message])).toEqual([
      [
        'GET /api/v2/outbound/schedules/sequences/{sequenceId}',
        'skipped',
        expect.stringContaining('found none in the organisation')
      ]
    ])
    // (a model violation is a note, and the emulator's own model check fails this file on one)
    for (const result of report.operations.filter(result => result.violation))
      expect(report.findings.operations).toContainEqual(
        expect.objectContaining({ mark: 'note', text: expect.stringContaining(result.operation) })
      )
  })

  test('the channel opens, every topic is permitted, and the events it heard are counted', () => {
    expect(report.notifications.channel).toBe('open')
    expect(report.notifications.topics.length).toBeGreaterThanOrEqual(4)
    expect(report.notifications.topics.every(topic => topic.state === 'Permitted')).toBe(true)
    // the running campaigns come first: their progress speaks every 2 s
    expect(
      report.notifications.topics.some(topic => topic.topic.endsWith('.progress') && topic.events > 0)
    ).toBe(true)
  })

  test("the rate limit is read off the platform's headers, with the check's own calls", () => {
    expect(report.rateLimit).toMatchObject({
      allowed: 300,
      // every call made (a skipped one is not), plus users/me and the channel's two
      callsMade: report.operations.filter(result => result.outcome !== 'skipped').length + 2,
      tooMany: []
    })
    expect(report.rateLimit.count).toBe(report.rateLimit.callsMade)
    expect(formatReport(report)).toMatch(/✓ 300 calls a window for this token/)
  })

  test('the text report names the person and ends with the verdict', () => {
    const text = formatReport(report)
    expect(text).toContain('✓ Avery Admin <avery.admin@democc.example> of Demo Contact Centre')
    expect(text).toMatch(/\nResult: everything Campaign Manager needs works/)
  })
})

describe('as Vic Viewer', () => {
  let report: OrgReport
  beforeAll(async () => {
    report = await checkAs(seedUsers.vic.email)
  })

  test('the missing permissions are reported with what they disable, exit code 1', () => {
    expect(report.exitCode).toBe(1)
    const start = report.permissions.find(permission => permission.feature === 'startCampaigns')
    expect(start).toMatchObject({ mark: 'fail', missing: ['outbound:campaign:start'] })
    expect(report.permissions.find(permission => permission.feature === 'viewCampaigns')?.mark).toBe('ok')
    const text = formatReport(report)
    expect(text).toContain('✗ Start campaigns: missing outbound:campaign:start: Start is disabled')
    expect(text).toContain('✗ See schedules (week view): missing outbound:schedule:view')
  })

  test("the platform's refusals name the permission; what needed their answer is not called", () => {
    expect(
      report.operations.find(result => result.operation === 'GET /api/v2/outbound/events')
    ).toMatchObject({
      outcome: 'refused',
      status: 403,
      missingPermission: 'outbound:eventLog:view'
    })
    expect(
      report.operations.find(result => result.operation === 'GET /api/v2/outbound/sequences/{sequenceId}')
    ).toMatchObject({ outcome: 'skipped' })
    expect(
      report.operations.find(result => result.operation === 'GET /api/v2/outbound/campaigns')?.outcome
    ).toBe('ok')
  })

  test('the schedule topics are rejected with the reason, the campaign topics permitted', () => {
    const schedule = report.notifications.topics.filter(topic =>
      topic.topic.startsWith('v2.outbound.schedules.')
    )
    expect(schedule.length).toBeGreaterThan(0)
    for (const topic of schedule)
      expect(topic).toMatchObject({
        state: 'Rejected',
        reason: expect.stringContaining('outbound:schedule:view')
      })
    expect(report.notifications.topics.filter(topic => topic.state === 'Permitted').length).toBeGreaterThan(0)
    expect(formatReport(report)).toContain('! not listened (--listen-seconds 0)')
  })
})

test('a token over its rate limit: the 429s and their Retry-After are reported, exit code 1', async () => {
  const limited = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 10 })
  try {
    const token = await issueTestToken(limited.url, seedUsers.avery.email)
    const report = await runOrgCheck({ apiBaseUrl: limited.url, token, listenSeconds: 0 })
    expect(report.exitCode).toBe(1)
    expect(report.rateLimit).toMatchObject({ allowed: 10, count: 10 })
    expect(report.rateLimit.tooMany.length).toBeGreaterThan(0)
    expect(report.rateLimit.tooMany[0]!.retryAfterSeconds).toBeGreaterThan(50)
    const refused = report.operations.filter(result => result.status === 429).map(result => result.operation)
    expect(refused.length).toBeGreaterThan(0)
    expect(report.rateLimit.tooMany.map(refusal => refusal.route)).toEqual(expect.arrayContaining(refused))
    expect(formatReport(report)).toMatch(/! GET \S+: 429 Too Many Requests \(Retry-After \d+ s\)/)
  } finally {
    await limited.close()
  }
})

test('a 429 with a short Retry-After is waited out and called again: a note, exit code 0', async () => {
  const fault = { method: 'GET', path: '/api/v2/outbound/events', status: 429, times: 1 }
  await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault)
  })
  const report = await checkAs(seedUsers.avery.email)
  expect(report.rateLimit.tooMany).toEqual([
    { route: 'GET /api/v2/outbound/events', retryAfterSeconds: 1, retried: true }
  ])
  expect(report.operations.find(result => result.operation === 'GET /api/v2/outbound/events')).toMatchObject({
    outcome: 'ok',
    status: 200
  })
  expect(report.exitCode).toBe(0)
  expect(formatReport(report)).toContain(
    '! GET /api/v2/outbound/events: 429 Too Many Requests (Retry-After 1 s), waited and called again'
  )
})

test('a token the platform does not know is bad input, not a report', async () => {
  await expect(
    runOrgCheck({ apiBaseUrl: emulator.url, token: 'not-a-token', listenSeconds: 0 })
  ).rejects.toThrow(CheckInputError)
})

describe('the CLI', () => {
  const withoutGenesysCloud = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GENESYS_CLOUD_'))
  ) as NodeJS.ProcessEnv
  const cli = (args: string[], env: Record<string, string>) =>
    run(path.join('node_modules', '.bin', 'tsx'), ['scripts/checkOrg/main.ts', ...args], {
      // the test's environment without any GENESYS_CLOUD_* of the machine's, then the case's own
      env: { ...withoutGenesysCloud, ...env },
      cwd: path.resolve(__dirname, '../../..')
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error
    )

  test('prints the report as JSON, never the token, and exits 0 for Avery', async () => {
    const token = await issueTestToken(emulator.url, seedUsers.avery.email)
    const { code, stdout } = await cli(['--json', '--listen-seconds', '0'], {
      GENESYS_CLOUD_API_URL: emulator.url,
      GENESYS_CLOUD_TOKEN: token
    })
    expect(code).toBe(0)
    expect(stdout).not.toContain(token)
    expect(JSON.parse(stdout)).toMatchObject({ apiBaseUrl: emulator.url, exitCode: 0 })
  })

  test('exits 2 with a clear message on bad input', async () => {
    const { code, stderr } = await cli([], { GENESYS_CLOUD_REGION: 'mypurecloud.example' })
    expect(code).toBe(2)
    expect(stderr).toContain('GENESYS_CLOUD_REGION "mypurecloud.example" is not a Genesys Cloud region')
  })
})

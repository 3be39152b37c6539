/** @jest-environment node */
import { ApiError } from '@/server/access/ApiError'
import { PlatformError, type PlatformSession } from '@/server/platform'
import { downloadExport } from './downloadExport'
import { type ExportUri, isNewExport, readExport } from './readExport'

jest.mock('./downloadExport', () => ({
  downloadExport: jest.fn(async (_s: unknown, uri: string) => `file ${uri}`)
}))

const ASKED = Date.parse('2026-04-01T09:00:00.000Z')
const at = (ms: number) => new Date(ASKED + ms).toISOString()
const OLD: ExportUri = { uri: 'https://api.example/api/v2/downloads/old', exportTimestamp: at(-3_600_000) }
const NEW: ExportUri = { uri: 'https://api.example/api/v2/downloads/new', exportTimestamp: at(3_000) }
const notYet = () => new PlatformError('404', { kind: 'failed', status: 404 })
const session = {} as PlatformSession
const WORDS = {
  notFound: ['contactList.not_found', 'There is no such contact list.'],
  conflict: ['contactList.conflict', 'Someone changed this contact list.']
} as const

/** The platform's answers to GET …/export in turn (the last one repeats); sleeps counted, never waited. */
function platform(answers: (ExportUri | 'none')[]) {
  const sleeps: number[] = []
  let reads = 0
  const read = jest.fn(async () => {
    const answer = answers[Math.min(reads++, answers.length - 1)]!
    if (answer === 'none') throw notYet()
    return answer
  })
  const request = jest.fn(async () => undefined)
  const deps = {
    apiBaseUrl: 'https://api.example',
    sleep: async (ms: number) => void sleeps.push(ms)
  }
  const run = () =>
    readExport(deps, session, { words: WORDS, permission: 'outbound:contactList:view', request, read })
  return { run, read, request, sleeps }
}

beforeEach(() => jest.mocked(downloadExport).mockClear())

describe('readExport', () => {
  it('while the platform still answers the previous export, waits, and downloads only the new one', async () => {
    const calls = platform([OLD, OLD, OLD, NEW])
    expect(await calls.run()).toBe(`file ${NEW.uri}`)
    expect(calls.request).toHaveBeenCalledTimes(1)
    expect(jest.mocked(downloadExport)).toHaveBeenCalledTimes(1)
    expect(jest.mocked(downloadExport).mock.calls[0]![1]).toBe(NEW.uri)
  })

  it('while the platform answers 404 (no export ready yet), waits, then downloads it', async () => {
    const calls = platform(['none', 'none', 'none', NEW])
    expect(await calls.run()).toBe(`file ${NEW.uri}`)
  })

  it('polls at a bounded, decreasing rate and says when the platform has not finished (504)', async () => {
    const calls = platform([OLD])
    const failure = await calls.run().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 504, code: 'platform.timeout' })
    expect(calls.sleeps[0]).toBe(500)
    expect(Math.max(...calls.sleeps)).toBe(2_000)
    expect(calls.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(47_000)
    expect(calls.read.mock.calls.length).toBeLessThan(40)
    expect(jest.mocked(downloadExport)).not.toHaveBeenCalled()
  })

  it('never takes an export stamped at or before the one there was when it asked', async () => {
    const older = { uri: 'https://api.example/api/v2/downloads/older', exportTimestamp: at(-7_200_000) }
    const afterOld = platform([OLD, older, { ...OLD, uri: 'https://api.example/api/v2/downloads/same-time' }])
    expect(await afterOld.run().catch((error: unknown) => error)).toMatchObject({ status: 504 })
  })
})

describe('isNewExport', () => {
  it('takes an export newer than the previous one, without timestamps a different one, any with none before', () => {
    expect(isNewExport(NEW, OLD)).toBe(true)
    expect(isNewExport(OLD, OLD)).toBe(false)
    expect(isNewExport({ uri: 'https://api.example/x' }, { uri: 'https://api.example/y' })).toBe(true)
    // our clock is not the platform's: an export stamped before our request's time is still its answer
    expect(isNewExport({ uri: NEW.uri, exportTimestamp: at(-30_000) }, null)).toBe(true)
  })
})

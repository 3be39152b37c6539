/** @jest-environment node */
import { ApiError } from '@/server/access/ApiError'
import { PlatformError } from '@/server/platform'
import { callForObject, type ObjectWords } from './callForObject'

jest.mock('@/server/logging/serverLog', () => ({ serverLog: { warning: jest.fn(), error: jest.fn() } }))

const WORDS: ObjectWords = {
  notFound: ['thing.not_found', 'There is no such thing in your organization.'],
  conflict: ['thing.conflict', 'Someone changed this thing.']
}
const failing = (error: PlatformError) => () => Promise.reject(error)
const failed = (status: number, platformMessage?: string) =>
  new PlatformError(`Genesys Cloud answered ${status}`, { kind: 'failed', status, platformMessage })

const answerOf = (words: ObjectWords, error: PlatformError) =>
  callForObject(words, 'outbound:thing:edit', failing(error)).catch((caught: unknown) => caught)

describe('callForObject', () => {
  it('answers what the calls answer', async () => {
    await expect(callForObject(WORDS, 'outbound:thing:view', async () => 42)).resolves.toBe(42)
  })

  it('names a missing object and a stale version in the kind’s words', async () => {
    expect(await answerOf(WORDS, failed(404))).toEqual(
      new ApiError(404, 'thing.not_found', 'There is no such thing in your organization.')
    )
    // a 400 "does not match the current version" reaches here as the 409 toPlatformError makes of it
    expect(await answerOf(WORDS, failed(409, 'The version supplied (3) does not match…'))).toMatchObject({
      status: 409,
      code: 'thing.conflict',
      message: 'Someone changed this thing.'
    })
  })

  it('passes the platform’s own words on for a conflict when the kind says they explain it', async () => {
    const words = { ...WORDS, platformConflictMessage: true }
    expect(await answerOf(words, failed(409, 'The contact is being dialed.'))).toMatchObject({
      code: 'thing.conflict',
      message: 'The contact is being dialed.'
    })
    expect(await answerOf(words, failed(409))).toMatchObject({ message: 'Someone changed this thing.' })
  })

  it('answers everything else as the campaigns do: a refused permission names the call’s', async () => {
    expect(await answerOf(WORDS, new PlatformError('403', { kind: 'forbidden', status: 403 }))).toMatchObject(
      { status: 403, code: 'platform.missing_permission', details: { permission: 'outbound:thing:edit' } }
    )
    expect(await answerOf(WORDS, new PlatformError('down', { kind: 'unavailable' }))).toMatchObject({
      status: 502,
      code: 'platform.unavailable'
    })
  })
})

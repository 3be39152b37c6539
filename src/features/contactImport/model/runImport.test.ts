import { contactId } from './contactId'
import type { ImportContact } from './importTypes'
import { MAX_RATE_LIMIT_RETRIES, runImport } from './runImport'
import { retryAfterMs } from './sendFailure'

const contacts: ImportContact[] = Array.from({ length: 4958 }, (_, i) => {
  const phone = `+3361${String(i).padStart(7, '0')}`
  return { id: contactId('list-1', phone), rowNumber: i + 2, data: { Phone: phone } }
})
/** an error as axios raises it for an HTTP answer */
const httpError = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, headers }
  })

/** the batches `send` was given, as the ids they carried */
function recorder(fail: (call: number) => unknown = () => undefined) {
  const batches: string[][] = []
  const send = jest.fn(async (batch: ImportContact[]) => {
    const failure = fail(send.mock.calls.length - 1) // this call, from 0
    if (failure) throw failure
    batches.push(batch.map(contact => contact.id))
  })
  return { send, batches }
}

describe('runImport', () => {
  it('sends 4,958 contacts in 5 batches of at most 1,000, one after the other, and reports progress', async () => {
    const { send, batches } = recorder()
    const progress: number[] = []
    const outcome = await runImport({ contacts, send, onProgress: p => progress.push(p.sent) })
    expect(outcome).toEqual({ status: 'done', imported: 4958, total: 4958 })
    expect(send).toHaveBeenCalledTimes(5)
    expect(batches.map(batch => batch.length)).toEqual([1000, 1000, 1000, 1000, 958])
    expect(batches.flat()).toEqual(contacts.map(contact => contact.id))
    expect(progress).toEqual([0, 1000, 2000, 3000, 4000, 4958])
  })

  it('never sends more than 1,000 at once, whatever it is asked', async () => {
    const { send, batches } = recorder()
    await runImport({ contacts, send, batchSize: 5000 })
    expect(batches.map(batch => batch.length)).toEqual([1000, 1000, 1000, 1000, 958])
  })

  describe('with the clock in hand', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it('waits out a 429 for its Retry-After and sends the batch again, unseen', async () => {
      const { send, batches } = recorder(call =>
        call === 2 ? httpError(429, { 'retry-after': '3' }) : undefined
      )
      const progress: number[] = []
      const running = runImport({ contacts, send, onProgress: p => progress.push(p.sent) })

      await jest.advanceTimersByTimeAsync(2999)
      expect(send).toHaveBeenCalledTimes(3) // two batches, the 429, and nothing sent again yet
      await jest.advanceTimersByTimeAsync(1)
      expect(await running).toEqual({ status: 'done', imported: 4958, total: 4958 })
      expect(send).toHaveBeenCalledTimes(6)
      expect(batches.map(batch => batch.length)).toEqual([1000, 1000, 1000, 1000, 958])
      expect(progress).toEqual([0, 1000, 2000, 3000, 4000, 4958])
    })

    it('waits 1 s, then 2 s when a 429 says nothing, and caps a long Retry-After at a minute', async () => {
      const answers = [httpError(429), httpError(429), httpError(429, { 'retry-after': '3600' })]
      const { send } = recorder(call => answers[call])
      const running = runImport({ contacts: contacts.slice(0, 10), send })
      await jest.advanceTimersByTimeAsync(1000)
      expect(send).toHaveBeenCalledTimes(2)
      await jest.advanceTimersByTimeAsync(2000)
      expect(send).toHaveBeenCalledTimes(3)
      await jest.advanceTimersByTimeAsync(59_999)
      expect(send).toHaveBeenCalledTimes(3)
      await jest.advanceTimersByTimeAsync(1)
      expect(await running).toMatchObject({ status: 'done', imported: 10 })
      expect(send).toHaveBeenCalledTimes(4)
    })

    it('stops when the platform keeps answering 429', async () => {
      const { send } = recorder(() => httpError(429, { 'retry-after': '1' }))
      const running = runImport({ contacts, send })
      await jest.advanceTimersByTimeAsync(60_000)
      expect(await running).toEqual({
        status: 'failed',
        imported: 0,
        total: 4958,
        resumeAt: 0,
        failure: { kind: 'busy', status: 429 }
      })
      expect(send).toHaveBeenCalledTimes(MAX_RATE_LIMIT_RETRIES + 1)
    })

    it('stops at once when cancelled during a wait (nothing is in flight)', async () => {
      const cancel = new AbortController()
      const { send } = recorder(call => (call === 1 ? httpError(429, { 'retry-after': '30' }) : undefined))
      const running = runImport({ contacts, send, signal: cancel.signal })
      await jest.advanceTimersByTimeAsync(1000)
      cancel.abort()
      expect(await running).toEqual({ status: 'cancelled', imported: 1000, total: 4958, resumeAt: 1000 })
      expect(send).toHaveBeenCalledTimes(2)
    })
  })

  it('a failure in the 3rd batch: imported 2,000; resuming there sends the rest with the same ids', async () => {
    const failing = recorder(call => (call === 2 ? httpError(503) : undefined))
    const outcome = await runImport({ contacts, send: failing.send })
    expect(outcome).toEqual({
      status: 'failed',
      imported: 2000,
      total: 4958,
      resumeAt: 2000,
      failure: { kind: 'unreachable', status: 503 }
    })

    const resumed = recorder()
    const progress: number[] = []
    const after = await runImport({
      contacts,
      send: resumed.send,
      startAt: outcome.status === 'failed' ? outcome.resumeAt : 0,
      onProgress: p => progress.push(p.sent)
    })
    expect(after).toEqual({ status: 'done', imported: 4958, total: 4958 })
    expect(resumed.batches.map(batch => batch.length)).toEqual([1000, 1000, 958])
    expect([...failing.batches, ...resumed.batches].flat()).toEqual(contacts.map(contact => contact.id))
    expect(progress).toEqual([2000, 3000, 4000, 4958])
  })

  it.each([
    ['no answer', new TypeError('Failed to fetch'), 'unreachable', undefined],
    ['401', httpError(401), 'session', 401],
    ['403', httpError(403), 'forbidden', 403],
    ['400', httpError(400), 'refused', 400]
  ])('tells a failure apart: %s', async (_label, error, kind, status) => {
    const outcome = await runImport({ contacts, send: async () => Promise.reject(error) })
    expect(outcome).toMatchObject({ status: 'failed', imported: 0, resumeAt: 0, failure: { kind, status } })
  })

  it('cancelled, lets the batch in flight finish, then stops; it can be resumed from there', async () => {
    const cancel = new AbortController()
    const { send, batches } = recorder(call => {
      if (call === 1) cancel.abort() // while the 2nd batch is in flight
      return undefined
    })
    const outcome = await runImport({ contacts, send, signal: cancel.signal })
    expect(outcome).toEqual({ status: 'cancelled', imported: 2000, total: 4958, resumeAt: 2000 })
    expect(batches).toHaveLength(2)

    const resumed = recorder()
    await runImport({ contacts, send: resumed.send, startAt: 2000 })
    expect([...batches, ...resumed.batches].flat()).toEqual(contacts.map(contact => contact.id))
  })

  it('passes its own signal to send: the batch in flight is aborted only when the dialog goes away', async () => {
    const gone = new AbortController()
    const seen: AbortSignal[] = []
    const outcome = await runImport({
      contacts,
      sendSignal: gone.signal,
      send: async (_batch, signal) => {
        seen.push(signal)
        if (seen.length === 2) {
          gone.abort()
          throw new DOMException('aborted', 'AbortError')
        }
      }
    })
    expect(seen[0]).toBe(gone.signal)
    expect(outcome).toEqual({ status: 'cancelled', imported: 1000, total: 4958, resumeAt: 1000 })
  })
})

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date, or nothing', () => {
    const now = Date.parse('2026-11-24T10:00:00Z')
    expect(retryAfterMs(httpError(429, { 'retry-after': '2' }), now)).toBe(2000)
    expect(retryAfterMs(httpError(429, { 'retry-after': 'Tue, 24 Nov 2026 10:00:05 GMT' }), now)).toBe(5000)
    expect(retryAfterMs(httpError(429), now)).toBeUndefined()
    expect(retryAfterMs({ status: 429, retryAfter: 4 }, now)).toBe(4000)
    expect(retryAfterMs({ status: 429, headers: new Headers({ 'Retry-After': '7' }) }, now)).toBe(7000)
  })
})

import type { SeqRawEvent } from '@/shared/logging/SeqRawEvent'
import { createBatchingSink } from './createBatchingSink'

const event = (n: number): SeqRawEvent => ({
  Timestamp: '2026-03-01T10:00:00.000Z',
  Level: 'Information',
  MessageTemplate: `event ${n}`,
  Properties: {}
})

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('createBatchingSink', () => {
  it('sends at once when the tenth event is queued', () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const sink = createBatchingSink({ send })
    for (let n = 0; n < 9; n++) sink.add(event(n))
    expect(send).not.toHaveBeenCalled()
    sink.add(event(9))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toHaveLength(10)
  })

  it('sends a partial batch 1000 ms after its first event, not before', () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const sink = createBatchingSink({ send })
    sink.add(event(1))
    jest.advanceTimersByTime(500)
    sink.add(event(2))
    jest.advanceTimersByTime(499)
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0].map((e: SeqRawEvent) => e.MessageTemplate)).toEqual(['event 1', 'event 2'])
    jest.advanceTimersByTime(5000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('does not send a batch twice when the size limit was reached before the timer', () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const sink = createBatchingSink({ send })
    for (let n = 0; n < 10; n++) sink.add(event(n))
    jest.advanceTimersByTime(2000)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('flushes on demand with keepalive', async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const sink = createBatchingSink({ send })
    sink.add(event(1))
    await sink.flush({ keepalive: true })
    expect(send).toHaveBeenCalledWith([event(1)], { keepalive: true })
    await sink.flush()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('reports a failed send and keeps working', async () => {
    const onError = jest.fn()
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const sink = createBatchingSink({ send, onError })
    sink.add(event(1))
    await expect(sink.flush()).resolves.toBeUndefined()
    expect(onError).toHaveBeenCalledWith(new Error('offline'), 1)
    sink.add(event(2))
    await sink.flush()
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('splits a large backlog into batches the relay accepts', async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const sink = createBatchingSink({ send, batchSize: 10 })
    const big = (n: number): SeqRawEvent => ({ ...event(n), Properties: { Text: 'x'.repeat(20_000) } })
    // Below the count limit, but four events of 20 kB do not fit one 64 kB body.
    for (let n = 0; n < 4; n++) sink.add(big(n))
    await sink.flush()
    expect(send.mock.calls.map(call => call[0].length)).toEqual([3, 1])
  })
})

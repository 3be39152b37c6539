import { ApiRequestError } from '@/features/sessionApi'

import { sendNumbers } from './sendNumbers'

const numbers = (n: number) => Array.from({ length: n }, (_, i) => `+1202555${String(i).padStart(4, '0')}`)
const refusal = (status: number, details?: Record<string, unknown>) =>
  new ApiRequestError({
    status,
    code: status === 429 ? 'platform.rate_limited' : 'x',
    message: 'no',
    details
  })

describe('sendNumbers', () => {
  it('sends batches of at most 1,000, saying how far it is', async () => {
    const batches: number[] = []
    const progress: number[] = []
    const outcome = await sendNumbers({
      numbers: numbers(2_500),
      send: async batch => void batches.push(batch.length),
      onProgress: ({ sent }) => progress.push(sent)
    })
    expect(batches).toEqual([1_000, 1_000, 500])
    expect(progress).toEqual([0, 1_000, 2_000, 2_500])
    expect(outcome).toEqual({ status: 'done', sent: 2_500, total: 2_500 })
  })

  it('waits out a 429 (its Retry-After) and sends the batch again; another failure stops, saying what was sent', async () => {
    const sleep = jest.fn(async () => undefined)
    let calls = 0
    const outcome = await sendNumbers({
      numbers: numbers(2_500),
      sleep,
      send: async () => {
        calls++
        if (calls === 2) throw refusal(429, { retryAfterSeconds: 3 })
        if (calls === 4) throw refusal(403, { permission: 'outbound:dnc:edit' })
      }
    })
    expect(sleep).toHaveBeenCalledWith(3_000)
    expect(outcome).toMatchObject({
      status: 'failed',
      // the first batch, then the second once the 429 was waited out
      sent: 2_000,
      total: 2_500,
      failure: { status: 403, details: { permission: 'outbound:dnc:edit' } }
    })
  })

  it('stops when told, after the batch in flight', async () => {
    const controller = new AbortController()
    const outcome = await sendNumbers({
      numbers: numbers(3_000),
      signal: controller.signal,
      send: async () => controller.abort()
    })
    expect(outcome).toEqual({ status: 'cancelled', sent: 1_000, total: 3_000 })
  })
})

/** @jest-environment node */
import { PlatformError } from './PlatformError'
import { retryRateLimited } from './retryRateLimited'

const rateLimited = (retryAfterSeconds?: number) =>
  new PlatformError('Genesys Cloud answered 429', { kind: 'rate_limited', status: 429, retryAfterSeconds })

function failing(errors: unknown[], answer = 'ok') {
  return jest.fn(async () => {
    const next = errors.shift()
    if (next) throw next
    return answer
  })
}

describe('retryRateLimited', () => {
  const policy = (sleep: (ms: number) => Promise<void>) => ({ maxAttempts: 3, maxDelayMs: 5_000, sleep })

  it('waits Retry-After between attempts and answers the first success', async () => {
    const sleep = jest.fn(async () => undefined)
    const call = failing([rateLimited(1), rateLimited(2)])
    await expect(retryRateLimited(call, policy(sleep))).resolves.toBe('ok')
    expect(call).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]])
  })

  it('caps the wait and waits a second when Retry-After is missing', async () => {
    const sleep = jest.fn(async () => undefined)
    await retryRateLimited(failing([rateLimited(60), rateLimited()]), policy(sleep))
    expect(sleep.mock.calls).toEqual([[5_000], [1_000]])
  })

  it('gives up after maxAttempts with the last 429', async () => {
    const sleep = jest.fn(async () => undefined)
    const last = rateLimited(3)
    const call = failing([rateLimited(1), rateLimited(1), last])
    await expect(retryRateLimited(call, policy(sleep))).rejects.toBe(last)
    expect(call).toHaveBeenCalledTimes(3)
    expect(sleep).toHaveBeenCalledTimes(2)
  })

  it('never retries another failure', async () => {
    const sleep = jest.fn(async () => undefined)
    const unavailable = new PlatformError('down', { kind: 'unavailable', status: 503 })
    const call = failing([unavailable])
    await expect(retryRateLimited(call, policy(sleep))).rejects.toBe(unavailable)
    expect(call).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
  })

  it('does not retry at all with one attempt', async () => {
    const call = failing([rateLimited(1)])
    await expect(retryRateLimited(call, { maxAttempts: 1, maxDelayMs: 5_000 })).rejects.toBeInstanceOf(
      PlatformError
    )
    expect(call).toHaveBeenCalledTimes(1)
  })
})

import { MAX_BACKOFF_MS, nextRefreshDelay, REFRESH_INTERVAL_MS, refreshIntervalFor } from './refreshDelay'

const busy = (retryAfterSeconds?: number) => ({
  status: 429,
  code: 'platform.rate_limited',
  message: '',
  ...(retryAfterSeconds === undefined ? {} : { details: { retryAfterSeconds } })
})

describe('nextRefreshDelay', () => {
  it('is the interval after a success', () => {
    expect(nextRefreshDelay(null, 0)).toBe(REFRESH_INTERVAL_MS)
  })

  it('backs off, doubling, up to a minute', () => {
    expect(nextRefreshDelay(busy(), 1)).toBe(5000)
    expect(nextRefreshDelay(busy(), 2)).toBe(10_000)
    expect(nextRefreshDelay(busy(), 3)).toBe(20_000)
    expect(nextRefreshDelay(busy(), 10)).toBe(MAX_BACKOFF_MS)
  })

  it("waits at least as long as the platform's Retry-After", () => {
    expect(nextRefreshDelay(busy(12), 1)).toBe(12_000)
    expect(nextRefreshDelay(busy(1), 3)).toBe(20_000)
  })
})

describe('refreshIntervalFor', () => {
  it('every 5 s without events, every 2 minutes while they tell everything, every 30 s while they tell part', () => {
    expect(refreshIntervalFor('connecting')).toBe(5000)
    expect(refreshIntervalFor('down', false)).toBe(5000)
    expect(refreshIntervalFor('live')).toBe(120_000)
    expect(refreshIntervalFor('live', false)).toBe(30_000)
  })
})

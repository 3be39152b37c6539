/** @jest-environment node */
import { createRateLimiter, type RateLimitStore } from './createRateLimiter'

/** The shared store as the database keeps it: one fixed window per key. */
function memoryStore() {
  const windows = new Map<string, { windowStartedAt: string; requests: number; bytes: number }>()
  const store: RateLimitStore & { counts: number } = {
    counts: 0,
    async count(key, bytes, now, expiredAt) {
      store.counts += 1
      const known = windows.get(key)
      const window =
        !known || known.windowStartedAt <= expiredAt
          ? { windowStartedAt: now, requests: 1, bytes }
          : { ...known, requests: known.requests + 1, bytes: known.bytes + bytes }
      windows.set(key, window)
      return window
    },
    pruneBefore: async () => undefined
  }
  return store
}

const LIMIT = { requests: 3, bytes: 1000, windowMs: 60_000 }

describe('createRateLimiter', () => {
  it('lets a key use its requests in a window, then refuses until the window ends', async () => {
    let time = Date.parse('2026-01-01T00:00:00.000Z')
    const limiter = createRateLimiter({ store: memoryStore(), now: () => time })
    for (let n = 0; n < 3; n++) expect(await limiter.consume('k', 10, LIMIT)).toEqual({ allowed: true })
    time += 15_000
    expect(await limiter.consume('k', 10, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    time += 45_000
    expect(await limiter.consume('k', 10, LIMIT)).toEqual({ allowed: true })
  })

  it('limits the bytes of a window as well as its requests', async () => {
    const limiter = createRateLimiter({ store: memoryStore() })
    expect(await limiter.consume('k', 600, LIMIT)).toEqual({ allowed: true })
    expect((await limiter.consume('k', 600, LIMIT)).allowed).toBe(false)
  })

  it('keeps keys apart', async () => {
    const limiter = createRateLimiter({ store: memoryStore() })
    for (let n = 0; n < 3; n++) await limiter.consume('a', 1, LIMIT)
    expect((await limiter.consume('a', 1, LIMIT)).allowed).toBe(false)
    expect((await limiter.consume('b', 1, LIMIT)).allowed).toBe(true)
  })

  it('refuses a key over its budget from memory, without asking the store again until its window ends', async () => {
    let time = 0
    const store = memoryStore()
    const limiter = createRateLimiter({ store, now: () => time })
    for (let n = 0; n < 4; n++) await limiter.consume('k', 1, LIMIT)
    expect(store.counts).toBe(4)
    for (let n = 0; n < 100; n++) expect((await limiter.consume('k', 1, LIMIT)).allowed).toBe(false)
    expect(store.counts).toBe(4)
    time += 60_000
    expect((await limiter.consume('k', 1, LIMIT)).allowed).toBe(true)
    expect(store.counts).toBe(5)
  })

  it('shares the counts of every instance through the store', async () => {
    const store = memoryStore()
    const one = createRateLimiter({ store })
    const two = createRateLimiter({ store })
    await one.consume('k', 1, LIMIT)
    await two.consume('k', 1, LIMIT)
    await one.consume('k', 1, LIMIT)
    expect((await two.consume('k', 1, LIMIT)).allowed).toBe(false)
  })
})

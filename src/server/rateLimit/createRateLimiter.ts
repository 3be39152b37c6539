import type { RateLimitWindow } from './RateLimitRepository'

/** A budget per key: at most `requests` requests and `bytes` bytes in each window of `windowMs`. */
export interface RateLimit {
  requests: number
  bytes: number
  windowMs: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Where the windows are counted (the database's rate_limit_windows: shared by every instance). */
export interface RateLimitStore {
  count(key: string, bytes: number, now: string, expiredAt: string): Promise<RateLimitWindow>
  pruneBefore(before: string): Promise<void>
}

export interface RateLimiter {
  /** counts one request of `bytes` against the key's budget and says whether it may go on */
  consume(key: string, bytes: number, limit: RateLimit): Promise<RateDecision>
}

export interface RateLimiterOptions {
  store: RateLimitStore
  now?: () => number
  /** how many refused keys this process remembers (each until its window ends) */
  maxRemembered?: number
}

const PRUNE_INTERVAL_MS = 5 * 60_000
const PRUNE_AGE_MS = 60 * 60_000

/**
 * Fixed windows counted in a shared store, so a limit holds across several server instances: every instance
 * adds to the same counters. A key over its budget is also remembered in this process until its window ends,
 * so a flood is refused from memory, one query per instance and window rather than one per request (it can
 * only refuse sooner, never let more through).
 */
export function createRateLimiter({
  store,
  now = Date.now,
  maxRemembered = 10_000
}: RateLimiterOptions): RateLimiter {
  const refusedUntil = new Map<string, number>()
  let lastPrunedAt = now()

  const retryAfter = (until: number, at: number) => Math.max(1, Math.ceil((until - at) / 1000))

  function remember(key: string, until: number) {
    refusedUntil.delete(key)
    refusedUntil.set(key, until)
    while (refusedUntil.size > maxRemembered) {
      const oldest = refusedUntil.keys().next().value
      if (oldest === undefined) break
      refusedUntil.delete(oldest)
    }
  }

  async function prune(at: number) {
    if (at - lastPrunedAt < PRUNE_INTERVAL_MS) return
    lastPrunedAt = at
    await store.pruneBefore(new Date(at - PRUNE_AGE_MS).toISOString())
  }

  return {
    async consume(key, bytes, limit) {
      const at = now()
      const until = refusedUntil.get(key)
      if (until !== undefined) {
        if (until > at) return { allowed: false, retryAfterSeconds: retryAfter(until, at) }
        refusedUntil.delete(key)
      }
      const window = await store.count(
        key,
        bytes,
        new Date(at).toISOString(),
        new Date(at - limit.windowMs).toISOString()
      )
      await prune(at)
      if (window.requests <= limit.requests && window.bytes <= limit.bytes) return { allowed: true }
      const ends = Date.parse(window.windowStartedAt) + limit.windowMs
      remember(key, ends)
      return { allowed: false, retryAfterSeconds: retryAfter(ends, at) }
    }
  }
}

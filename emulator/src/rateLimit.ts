import type { Clock } from './config'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const WINDOW_MS = 60_000

/**
 * A fixed one-minute window per key (per token), opened by the key's first request: simple, and it answers
 * the question callers care about, "when may I try again" (Retry-After).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    private readonly limitPerMinute: number,
    private readonly now: Clock
  ) {}

  hit(key: string): RateDecision {
    if (this.limitPerMinute <= 0) return { allowed: true }
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.limitPerMinute) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000))
      }
    }
    window.count += 1
    return { allowed: true }
  }

  clear(): void {
    this.windows.clear()
  }
}

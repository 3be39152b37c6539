import type { Clock } from './config'

/**
 * The platform's rate-limit headers, on every answer past authentication (a 429 included): the budget of the
 * window, the calls counted in it so far (this one included) and the seconds until it resets. As a real
 * answer of the platform carries them, e.g. `inin-ratelimit-count: 1`, `inin-ratelimit-allowed: 180`,
 * `inin-ratelimit-reset: 61`.
 */
export type RateLimitHeaders = Record<string, string>

export type RateDecision =
  | { allowed: true; headers: RateLimitHeaders }
  | { allowed: false; retryAfterSeconds: number; headers: RateLimitHeaders }

const WINDOW_MS = 60_000

/**
 * A fixed one-minute window per key (per token), opened by the key's first request: simple, and it answers
 * the question callers care about, "when may I try again" (Retry-After). Without a limit (0) there is no
 * budget to tell: no headers.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    private readonly limitPerMinute: number,
    private readonly now: Clock
  ) {}

  hit(key: string): RateDecision {
    if (this.limitPerMinute <= 0) return { allowed: true, headers: {} }
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
    }
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000))
    const allowed = window.count < this.limitPerMinute
    if (allowed) window.count += 1
    const headers = {
      'inin-ratelimit-allowed': String(this.limitPerMinute),
      'inin-ratelimit-count': String(window.count),
      'inin-ratelimit-reset': String(resetSeconds)
    }
    return allowed ? { allowed, headers } : { allowed, retryAfterSeconds: resetSeconds, headers }
  }

  clear(): void {
    this.windows.clear()
  }
}

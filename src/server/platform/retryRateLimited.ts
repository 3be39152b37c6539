import { PlatformError } from './PlatformError'

/** How a client retries a call the platform answered 429 (docs/campaigns.md: "Calls to the platform"). */
export interface RateLimitRetryPolicy {
  /** attempts per call, the first included: 1 never retries */
  maxAttempts: number
  /** the longest wait between attempts, whatever Retry-After asks for */
  maxDelayMs: number
  /** waits; injectable so tests need not */
  sleep?: (ms: number) => Promise<void>
}

/** the wait when a 429 comes without Retry-After */
const DEFAULT_DELAY_MS = 1_000

const realSleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

/**
 * Runs `call`, and again after the platform's Retry-After (capped) while it answers 429, up to
 * `maxAttempts` in all; then the last 429 is thrown. Only a 429 is retried: it is the one failure the
 * platform promises will pass if asked again later, and a retried write cannot have happened the first time.
 */
export async function retryRateLimited<T>(
  call: () => Promise<T>,
  { maxAttempts, maxDelayMs, sleep = realSleep }: RateLimitRetryPolicy
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'rate_limited' || attempt >= maxAttempts)
        throw error
      const asked = error.retryAfterSeconds === undefined ? DEFAULT_DELAY_MS : error.retryAfterSeconds * 1000
      await sleep(Math.min(asked, maxDelayMs))
    }
  }
}

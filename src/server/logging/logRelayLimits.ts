import type { RateLimit } from '@/server/rateLimit'

const MINUTE_MS = 60_000

/**
 * What the log relay accepts, per minute (docs/logging.md "Limits"). A browser sends a batch when 10 events
 * are queued or a second after the first, so a busy page sends at most about one batch a second, most of them
 * a few kilobytes; before sign-in a page logs a handful of events.
 */
export const LOG_RELAY_LIMITS = {
  /**
   * Browsers that are not signed in (the spec's "Not yet logged in" events before and during sign-in), per
   * client address, all of them together: small, because anyone can send them. Also pays for checking a token
   * this server has not validated lately (each such check costs a platform call).
   */
  anonymous: { requests: 60, bytes: 128 * 1024, windowMs: MINUTE_MS },
  /** one signed-in person's browser (per token) */
  token: { requests: 120, bytes: 512 * 1024, windowMs: MINUTE_MS },
  /** every signed-in browser behind one client address together (an office behind one NAT) */
  address: { requests: 1200, bytes: 8 * 1024 * 1024, windowMs: MINUTE_MS }
} as const satisfies Record<string, RateLimit>

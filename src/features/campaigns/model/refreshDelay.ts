import type { ApiFailure } from '@/features/sessionApi'

import { retryAfterSecondsOf } from './failureMessage'

/** How often a page refreshes while it is visible. */
export const REFRESH_INTERVAL_MS = 5000
/**
 * While the platform's events arrive, a page asks the server only for what they cannot tell (campaigns created
 * or deleted elsewhere, today's abandon rates): every 2 minutes. Status, progress and the live figures come
 * with the events; an idle wall then costs the organisation under 3 platform calls a minute (bench:campaigns)
 * of the 300 a minute the person shares with the Genesys Cloud UI.
 */
export const LIVE_REFRESH_INTERVAL_MS = 120_000
/** …and every 30 s while they come for part of the page only (a page larger than the channel can follow). */
export const PARTLY_LIVE_REFRESH_INTERVAL_MS = 30_000

/** How often a page asks, with its notification channel live or not, and following all it shows or not. */
export const refreshIntervalFor = (channel: string, covered = true) =>
  channel !== 'live'
    ? REFRESH_INTERVAL_MS
    : covered
      ? LIVE_REFRESH_INTERVAL_MS
      : PARTLY_LIVE_REFRESH_INTERVAL_MS

/** The longest a failing refresh waits before it tries again. */
export const MAX_BACKOFF_MS = 60_000

/**
 * When to refresh next: after a success, the interval; after failures, twice as long each time (capped), and
 * never sooner than a 429's `retryAfterSeconds`. `failures` counts the failures in a row, this one included.
 */
export function nextRefreshDelay(
  failure: ApiFailure | null,
  failures: number,
  intervalMs = REFRESH_INTERVAL_MS
) {
  if (!failure) return intervalMs
  const backoff = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.max(0, failures - 1))
  const retryAfter = (retryAfterSecondsOf(failure) ?? 0) * 1000
  return Math.min(MAX_BACKOFF_MS, Math.max(backoff, retryAfter))
}

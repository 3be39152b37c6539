import type { CampaignsJoin, SourceFailure } from '@/shared/lists/listTypes'
import { ApiError } from '@/server/access/ApiError'
import { serverLog } from '@/server/logging/serverLog'

const UNREADABLE: SourceFailure = {
  code: 'platform.unavailable',
  message: 'Genesys Cloud could not be reached.'
}

/** A failure as the answer names it: an API error's code and message, anything else as the platform out of reach. */
const toSourceFailure = (error: unknown): SourceFailure =>
  error instanceof ApiError ? { code: error.code, message: error.message } : UNREADABLE

/**
 * Reads the campaigns a list answer joins to its rows (the campaigns' snapshot). The rows are the screen's own
 * objects and still readable when the campaigns are not: a failure here answers `fallback` (no campaigns) and
 * the failure, logged as a warning, so that one outage of the campaigns read does not blank every list screen.
 */
export async function readCampaignsJoin<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T
): Promise<{ value: T; join: CampaignsJoin }> {
  try {
    return { value: await read(), join: {} }
  } catch (error) {
    const failure = toSourceFailure(error)
    serverLog.warning(
      'The campaigns of the {What} could not be read; answered without them: {Code} {Reason}',
      {
        What: what,
        Code: failure.code,
        Reason: error instanceof Error ? error.message : String(error)
      }
    )
    return { value: fallback, join: { campaignsUnavailable: failure } }
  }
}

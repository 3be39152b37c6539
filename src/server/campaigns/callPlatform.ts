import { serverLog } from '@/server/logging/serverLog'
import { PlatformError } from '@/server/platform'
import { toCampaignApiError } from './toCampaignApiError'

/** what reading campaigns, their progress and stats needs */
export const VIEW_PERMISSION = 'outbound:campaign:view'

// A platform we cannot use is the operators' business (a refusal is the caller's): log it. PlatformError's
// message names the call, never the token.
function logIfOurs(error: unknown) {
  if (!(error instanceof PlatformError)) return
  if (
    error.kind === 'unavailable' ||
    error.kind === 'timeout' ||
    (error.kind === 'failed' && error.status === 200)
  )
    serverLog.warning('A Genesys Cloud call for campaigns failed: {Reason}', { Reason: error.message })
}

/**
 * Runs one platform call (or a few) and answers a failure as the campaigns API's error (toCampaignApiError).
 * `permission` is what the call needs (several: any one of them): named in the 403 when the platform's own
 * message does not say.
 */
export async function callPlatform<T>(
  permission: string | readonly string[],
  call: () => Promise<T>
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    logIfOurs(error)
    throw toCampaignApiError(error, { permission })
  }
}

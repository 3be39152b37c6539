import { ApiError } from '@/server/access/ApiError'
import { toCampaignApiError } from '@/server/campaigns/toCampaignApiError'
import { PlatformError } from '@/server/platform'

/**
 * A failed platform call as the do-not-call lists API answers it: a missing list and a stale version in its own
 * words, everything else (session, permission, rate limit, outage, a refused request) as for campaigns.
 */
export function toDncListApiError(error: unknown, permission: string): unknown {
  if (error instanceof PlatformError && error.kind === 'failed') {
    if (error.status === 404)
      return new ApiError(404, 'dncList.not_found', 'There is no such do-not-call list in your organisation.')
    if (error.status === 409)
      return new ApiError(409, 'dncList.conflict', error.platformMessage ?? 'Someone changed this list.')
  }
  return toCampaignApiError(error, { permission })
}

/** Runs platform calls, answering a failure as the do-not-call lists API's error. */
export async function callForDncLists<T>(permission: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toDncListApiError(error, permission)
  }
}

import { ApiError } from '@/server/access/ApiError'
import { toCampaignApiError } from '@/server/campaigns/toCampaignApiError'
import { PlatformError } from '@/server/platform'

/**
 * A failed platform call as the contact-lists API answers it: a missing list or contact and a stale version in
 * its own words, everything else (session, permission, rate limit, outage) as for campaigns.
 */
export function toContactListApiError(error: unknown, permission: string): unknown {
  if (error instanceof PlatformError && error.kind === 'failed') {
    if (error.status === 404)
      return new ApiError(
        404,
        'contactList.not_found',
        'There is no such contact list or contact in your organisation.'
      )
    if (error.status === 409)
      return new ApiError(
        409,
        'contactList.conflict',
        error.platformMessage ?? 'Someone changed this contact list.'
      )
  }
  return toCampaignApiError(error, { permission })
}

/** Runs platform calls, answering a failure as the contact-lists API's error. */
export async function callForLists<T>(permission: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toContactListApiError(error, permission)
  }
}

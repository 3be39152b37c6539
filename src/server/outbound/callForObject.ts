import { ApiError } from '@/server/access/ApiError'
import { callPlatform } from '@/server/campaigns/callPlatform'
import { PlatformError } from '@/server/platform'
import { isVersionConflict } from '@/server/platform/versionedObjectApi'

/** What a missing object and a stale version are called, in one kind's own words: [code, message]. */
export interface ObjectWords {
  notFound: readonly [code: string, message: string]
  conflict: readonly [code: string, message: string]
  /** the platform's own message explains a conflict (a list's contacts); ours says it when it gives none */
  platformConflictMessage?: boolean
}

/**
 * Runs platform calls about one kind of outbound object, answering a failure as the API's error: a missing object
 * (404 `…not_found`) and a stale version (409 `…conflict`, the platform's 409 or its 400 "does not match the
 * current version") in the kind's words, everything else (session, permission, rate limit, outage, a refused
 * request) as for campaigns (callPlatform).
 */
export async function callForObject<T>(
  words: ObjectWords,
  permission: string,
  call: () => Promise<T>
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'failed') {
      if (error.status === 404) throw new ApiError(404, words.notFound[0], words.notFound[1])
      if (isVersionConflict(error))
        throw new ApiError(
          409,
          words.conflict[0],
          (words.platformConflictMessage ? error.platformMessage : undefined) ?? words.conflict[1]
        )
    }
    return callPlatform(permission, () => Promise.reject(error))
  }
}

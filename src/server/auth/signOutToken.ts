import { z } from 'zod'

import { getServerConfig } from '@/server/config/serverConfig'
import { createPlatformClient, PlatformError } from '@/server/platform'
import { forgetToken, refuseToken } from './validateToken'

/**
 * Ends a token's life everywhere the app knows it: it is recorded as refused (every route of every instance
 * refuses it from now on, whatever a validation cache holds) and the platform revokes it
 * (DELETE /api/v2/tokens/me). A token the platform no longer knows (401) counts as revoked. Throws
 * PlatformError when the platform cannot be asked; the app refuses the token all the same.
 */
export async function signOutToken(token: string): Promise<void> {
  await refuseToken(token)
  const config = getServerConfig()
  const platform = createPlatformClient({
    apiBaseUrl: config.apiBaseUrl,
    timeoutMs: config.platformTimeoutMs
  })
  try {
    await platform.request(token, { method: 'DELETE', path: '/api/v2/tokens/me', schema: z.unknown() })
  } catch (error) {
    if (!(error instanceof PlatformError && error.kind === 'unauthorized')) throw error
  } finally {
    // a validation that ran meanwhile may have cached the token again
    forgetToken(token)
  }
}

import { z } from 'zod'

import { getServerConfig } from '@/server/config/serverConfig'
import { createPlatformClient, PlatformError } from '@/server/platform'
import { forgetToken } from './validateToken'

/**
 * Ends a token's life everywhere the app knows it: the validation cache forgets it (otherwise every API
 * route would go on accepting it for up to the cache's lifetime, 60 s) and the platform revokes it
 * (DELETE /api/v2/tokens/me). A token the platform no longer knows (401) counts as revoked. Throws
 * PlatformError when the platform cannot be asked; the cache has forgotten the token all the same.
 */
export async function signOutToken(token: string): Promise<void> {
  forgetToken(token)
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

import type { PlatformConfig } from '@/shared/config/platformConfig'

/**
 * Best effort: asks the platform to revoke the token (DELETE /api/v2/tokens/me). `keepalive` lets the call
 * finish while the app moves on; a failure changes nothing for the user, who is signed out locally anyway.
 */
export function revokeToken(config: PlatformConfig, accessToken: string): Promise<void> {
  return fetch(`${config.apiBaseUrl}/api/v2/tokens/me`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${accessToken}` },
    keepalive: true
  }).then(
    () => undefined,
    () => undefined
  )
}

import { platformRegionHeaders } from '@/shared/clientApp'

/**
 * Best effort: asks the app's server to end the token (POST /api/auth/Logout), which stops accepting it at
 * once and has Genesys Cloud revoke it. `keepalive` lets the call finish while the app moves on; a failure
 * changes nothing for the user, who is signed out locally anyway.
 */
export function revokeToken(accessToken: string): Promise<void> {
  return fetch('/api/auth/Logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, ...platformRegionHeaders() },
    keepalive: true
  }).then(
    () => undefined,
    () => undefined
  )
}

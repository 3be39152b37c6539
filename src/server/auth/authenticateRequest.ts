import type { IncomingMessage } from 'node:http'
import { missingTokenError } from './AuthError'
import { extractToken } from './extractToken'
import { validateToken } from './validateToken'
import type { ValidatedUser } from './ValidatedUser'

export interface AuthenticatedRequest {
  user: ValidatedUser
  /** the user's platform permissions (users/me `expand=authorization`); null when the platform did not say */
  permissions: readonly string[] | null
  /** the caller's platform token, to call the platform on their behalf (never log it) */
  token: string
}

/**
 * For API routes that act for the signed-in user: reads the token from the Authorization header (bare or
 * Bearer) and validates it. Throws AuthError; answer it with sendAuthError.
 */
export async function authenticateRequest(
  req: Pick<IncomingMessage, 'headers'>
): Promise<AuthenticatedRequest> {
  const token = extractToken(req.headers.authorization)
  if (!token) throw missingTokenError()
  const { user, permissions } = await validateToken(token)
  return { user, permissions, token }
}

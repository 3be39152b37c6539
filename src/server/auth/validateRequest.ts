import { getServerConfig } from '@/server/config/serverConfig'
import { missingTokenError } from './AuthError'
import { checkAppKey } from './checkAppKey'
import { extractToken } from './extractToken'
import { validateToken } from './validateToken'
import type { ValidatedUser } from './ValidatedUser'

export interface ValidateRequestInput {
  appKey: string | undefined
  authorization: string | undefined
}

/** The auth service's /Validate: the caller's AppKey, then the token, then who the token belongs to. */
export async function validateRequest({
  appKey,
  authorization
}: ValidateRequestInput): Promise<ValidatedUser> {
  checkAppKey(appKey, getServerConfig().appKey)
  const token = extractToken(authorization)
  if (!token) throw missingTokenError()
  return validateToken(token)
}

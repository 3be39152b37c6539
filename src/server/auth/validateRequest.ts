import type { Role } from '@/shared/acl'
import { getServerConfig } from '@/server/config/serverConfig'
import { admitSignIn } from '@/server/users'
import { AuthError, missingTokenError } from './AuthError'
import { checkAppKey } from './checkAppKey'
import { extractToken } from './extractToken'
import { validateToken } from './validateToken'
import type { ValidatedUser } from './ValidatedUser'

export interface ValidateRequestInput {
  appKey: string | undefined
  authorization: string | undefined
}

/** What /Validate answers: who the token belongs to, and their role in this product. */
export interface SignedInUser extends ValidatedUser {
  /** from the organisation's users list; absent when the platform did not name the org or the address */
  role?: Role
}

/**
 * The auth service's /Validate: the caller's AppKey, then the token, then who the token belongs to, then
 * their role, recorded as a sign-in in the organisation's users list (docs/access-control.md: a `pending`
 * person becomes `active`, an unknown one is added as an active admin, an `inactive` or removed one is
 * refused).
 */
export async function validateRequest({
  appKey,
  authorization
}: ValidateRequestInput): Promise<SignedInUser> {
  checkAppKey(appKey, getServerConfig().appKey)
  const token = extractToken(authorization)
  if (!token) throw missingTokenError()
  // The platform permissions stay on the server: Validate's answer is the spec's, plus the role.
  const { user } = await validateToken(token)
  // Without both the browser refuses the sign-in anyway (docs/product-rules.md#the-validation-answer); no
  // role is invented for it.
  if (!user.orgId || !user.userEmail) return user
  const admission = await admitSignIn({
    orgId: user.orgId,
    email: user.userEmail,
    fullName: user.userFullName,
    platformUserId: user.userId
  })
  if ('refused' in admission) throw new AuthError(403, admission.refused.code, admission.refused.message)
  return { ...user, role: admission.admitted.role }
}

import type { IncomingMessage } from 'node:http'
import { buildAbilityFor, type AclAction, type AclSubject } from '@/shared/acl'
import { authenticateRequest } from '@/server/auth'
import { admitSignIn } from '@/server/users'
import { ApiError } from './ApiError'
import type { Caller } from './Caller'

export interface RequiredPermission {
  action: AclAction
  subject: AclSubject
}

/**
 * Authenticates the call (the platform token, validated through the auth service's cache) and authorizes it
 * with the spec's rules for the caller's role as the database has it, never as the browser says: the same
 * sign-in record as /api/auth/Validate (an unknown person becomes an active admin). Throws AuthError (401)
 * or ApiError (403).
 */
export async function authorizeCaller(
  req: Pick<IncomingMessage, 'headers'>,
  required: RequiredPermission
): Promise<Caller> {
  const { user, permissions, token } = await authenticateRequest(req)
  if (!user.orgId || !user.userEmail)
    throw new ApiError(
      403,
      'access.no_organization',
      'Genesys Cloud did not say which organisation and e-mail address this access token belongs to.'
    )
  const admission = await admitSignIn({
    orgId: user.orgId,
    email: user.userEmail,
    fullName: user.userFullName,
    platformUserId: user.userId
  })
  if ('refused' in admission) throw new ApiError(403, admission.refused.code, admission.refused.message)
  const record = admission.admitted
  if (!buildAbilityFor(record.role, required.subject).can(required.action, required.subject))
    throw new ApiError(
      403,
      'access.forbidden',
      `Your role (${record.role}) may not ${required.action} ${required.subject}.`
    )
  return {
    orgId: user.orgId,
    userId: record.id,
    role: record.role,
    email: record.email,
    fullName: record.fullName,
    platformUserId: user.userId ?? null,
    platformPermissions: permissions,
    platformToken: token
  }
}

import { buildAbilityFor, ACL_SUBJECTS, type AclAction, type Role } from '@/shared/acl'
import {
  DNC_LIST_ACTIONS,
  DNC_LIST_PLATFORM_PERMISSIONS,
  type DncListAction,
  type DncListCapabilities
} from '@/shared/dncLists/dncListTypes'
import type { RequiredPermission } from '@/server/access'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { grantsPermission } from '@/server/campaigns/grantsPermission'

const on = (action: AclAction): RequiredPermission => ({ action, subject: ACL_SUBJECTS.dncLists })

/** Reading do-not-call lists: every role, a client included (`read acl-page`, as campaigns and contact lists). */
export const READ_DNC_LISTS: RequiredPermission = { action: 'read', subject: ACL_SUBJECTS.aclPage }

/** What the app role must allow for each action on a list's numbers (subject `dnc-lists`). */
export const DNC_LIST_ROLE_REQUIREMENT: Record<DncListAction, RequiredPermission> = {
  addNumbers: on('create'),
  removeNumbers: on('delete'),
  // a file of every number leaves the app: not for a client, who only reads on screen
  export: on('read')
}

/** The first of the action's Genesys Cloud permissions the person lacks; null when they have them all. */
function missingPermission(platformPermissions: readonly string[] | null, action: DncListAction) {
  if (!platformPermissions) return null
  return (
    DNC_LIST_PLATFORM_PERMISSIONS[action].find(
      permission => !grantsPermission(platformPermissions, permission)
    ) ?? null
  )
}

function capability(role: Role, platformPermissions: readonly string[] | null, action: DncListAction) {
  const required = DNC_LIST_ROLE_REQUIREMENT[action]
  if (!buildAbilityFor(role, required.subject).can(required.action, required.subject))
    return { allowed: false as const, reason: 'role' as const }
  const permission = missingPermission(platformPermissions, action)
  if (permission) return { allowed: false as const, reason: 'platform' as const, permission }
  return { allowed: true as const }
}

/** What the person may do here, and if not why: the app role first, then the Genesys Cloud permissions. */
export const dncListCapabilities = (
  role: Role,
  platformPermissions: readonly string[] | null
): DncListCapabilities =>
  Object.fromEntries(
    DNC_LIST_ACTIONS.map(action => [action, capability(role, platformPermissions, action)])
  ) as DncListCapabilities

/**
 * Refuses an action the person's app role does not allow (403 `access.forbidden`, as authorizeCaller): for a
 * route whose methods carry more than one action (POST …/numbers adds or removes, as its body says).
 */
export function requireDncListRole(caller: Caller, action: DncListAction): void {
  const required = DNC_LIST_ROLE_REQUIREMENT[action]
  if (!buildAbilityFor(caller.role, required.subject).can(required.action, required.subject))
    throw new ApiError(
      403,
      'access.forbidden',
      `Your role (${caller.role}) may not ${required.action} ${required.subject}.`
    )
}

/**
 * Refuses an action the person's Genesys permissions do not grant with the platform's 403, without spending a
 * platform call on it (the route has already checked the app role).
 */
export function requireDncListPermission(caller: Caller, action: DncListAction): void {
  const permission = missingPermission(caller.platformPermissions, action)
  if (permission)
    throw new ApiError(
      403,
      'platform.missing_permission',
      `Your Genesys Cloud user lacks the permission ${permission}.`,
      { details: { permission } }
    )
}

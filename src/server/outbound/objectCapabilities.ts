import { buildAbilityFor, type Role } from '@/shared/acl'
import type { RequiredPermission } from '@/server/access'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { grantsPermission } from '@/server/campaigns/grantsPermission'

/** Whether one may do an action, and if not why (the answers' `capabilities`, one per action). */
export type Capability =
  { allowed: true } | { allowed: false; reason: 'role' | 'platform'; permission?: string }

/** Whether the person's Genesys permissions grant `permission`; unknown permissions (null) count as granted. */
export const hasPlatformPermission = (caller: Pick<Caller, 'platformPermissions'>, permission: string) =>
  !caller.platformPermissions || grantsPermission(caller.platformPermissions, permission)

/**
 * Refuses a call the person's Genesys permissions do not grant with the platform's 403, without spending a
 * platform call on it (the route has already checked the app role). When the platform did not list the
 * permissions, it decides.
 */
export function requirePlatformGrant(caller: Pick<Caller, 'platformPermissions'>, permission: string): void {
  if (!hasPlatformPermission(caller, permission)) throw missingGrant(permission)
}

const missingGrant = (permission: string) =>
  new ApiError(
    403,
    'platform.missing_permission',
    `Your Genesys Cloud user lacks the permission ${permission}.`,
    {
      details: { permission }
    }
  )

export interface ActionRules<A extends string> {
  actions: readonly A[]
  /** what the app role must allow for each action */
  roles: Record<A, RequiredPermission>
  /** the Genesys Cloud permission (or all of the permissions) each action needs */
  platform: Record<A, string | readonly string[]>
}

/**
 * Who may do what with one kind of outbound object, from its rules: the answers' capabilities (the app role
 * first, then the Genesys Cloud permissions) and the refusals of a service (403 `access.forbidden` for the
 * role, for a route whose method carries several actions; 403 `platform.missing_permission`).
 */
export function capabilitiesFor<A extends string>({ actions, roles, platform }: ActionRules<A>) {
  const roleAllows = (role: Role, action: A) => {
    const required = roles[action]
    return buildAbilityFor(role, required.subject).can(required.action, required.subject)
  }
  /** the first of the action's permissions the person lacks; null when they have them all */
  const missingPermission = (platformPermissions: readonly string[] | null, action: A) =>
    [platform[action]].flat().find(wanted => !hasPlatformPermission({ platformPermissions }, wanted)) ?? null
  const capability = (role: Role, platformPermissions: readonly string[] | null, action: A): Capability => {
    if (!roleAllows(role, action)) return { allowed: false, reason: 'role' }
    const permission = missingPermission(platformPermissions, action)
    if (permission) return { allowed: false, reason: 'platform', permission }
    return { allowed: true }
  }
  return {
    /** what the person may do here, and if not why */
    capabilities: (role: Role, platformPermissions: readonly string[] | null): Record<A, Capability> =>
      Object.fromEntries(
        actions.map(action => [action, capability(role, platformPermissions, action)])
      ) as Record<A, Capability>,
    requireRole(caller: Caller, action: A): void {
      if (roleAllows(caller.role, action)) return
      const required = roles[action]
      throw new ApiError(
        403,
        'access.forbidden',
        `Your role (${caller.role}) may not ${required.action} ${required.subject}.`
      )
    },
    requirePermission(caller: Caller, action: A): void {
      const permission = missingPermission(caller.platformPermissions, action)
      if (permission) throw missingGrant(permission)
    }
  }
}

import { buildAbilityFor, ACL_SUBJECTS, type AclAction, type Role } from '@/shared/acl'
import {
  CONTACT_LIST_ACTIONS,
  CONTACT_LIST_PLATFORM_PERMISSION,
  type ContactListAction,
  type ContactListCapabilities
} from '@/shared/contactLists/contactListTypes'
import type { RequiredPermission } from '@/server/access'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { grantsPermission } from '@/server/campaigns/grantsPermission'

const on = (action: AclAction): RequiredPermission => ({ action, subject: ACL_SUBJECTS.contactLists })

/** Reading lists and their contacts: every role, a client included (`read acl-page`, as campaigns). */
export const READ_CONTACT_LISTS: RequiredPermission = { action: 'read', subject: ACL_SUBJECTS.aclPage }

/** What the app role must allow for each action on a list's contacts (subject `contact-lists`). */
export const CONTACT_LIST_ROLE_REQUIREMENT: Record<ContactListAction, RequiredPermission> = {
  createList: on('create'),
  import: on('create'),
  editContacts: on('update'),
  deleteContacts: on('delete'),
  // a file of every contact leaves the app: not for a client, who only reads on screen
  export: on('read')
}

function capability(role: Role, platformPermissions: readonly string[] | null, action: ContactListAction) {
  const required = CONTACT_LIST_ROLE_REQUIREMENT[action]
  if (!buildAbilityFor(role, required.subject).can(required.action, required.subject))
    return { allowed: false as const, reason: 'role' as const }
  const permission = CONTACT_LIST_PLATFORM_PERMISSION[action]
  if (platformPermissions && !grantsPermission(platformPermissions, permission))
    return { allowed: false as const, reason: 'platform' as const, permission }
  return { allowed: true as const }
}

/** What the person may do here, and if not why: the app role first, then the Genesys Cloud permission. */
export const contactListCapabilities = (
  role: Role,
  platformPermissions: readonly string[] | null
): ContactListCapabilities =>
  Object.fromEntries(
    CONTACT_LIST_ACTIONS.map(action => [action, capability(role, platformPermissions, action)])
  ) as ContactListCapabilities

/**
 * Refuses an action the person's Genesys permissions do not grant with the platform's 403, without spending a
 * platform call on it (the route has already checked the app role).
 */
export function requireContactListPermission(caller: Caller, action: ContactListAction): void {
  const permission = CONTACT_LIST_PLATFORM_PERMISSION[action]
  if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, permission))
    throw new ApiError(
      403,
      'platform.missing_permission',
      `Your Genesys Cloud user lacks the permission ${permission}.`,
      {
        details: { permission }
      }
    )
}

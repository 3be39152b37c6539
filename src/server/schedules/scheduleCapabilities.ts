import { buildAbilityFor, ACL_SUBJECTS, type Role } from '@/shared/acl'
import {
  SCHEDULE_ACTIONS,
  SCHEDULE_PLATFORM_PERMISSIONS,
  type ScheduleAction,
  type ScheduleCapabilities
} from '@/shared/schedules/scheduleTypes'
import type { RequiredPermission } from '@/server/access'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { grantsPermission } from '@/server/campaigns/grantsPermission'

/** Reading schedules, callable time sets and sequences: every role, a client included (as campaigns). */
export const READ_SCHEDULES: RequiredPermission = { action: 'read', subject: ACL_SUBJECTS.aclPage }

/**
 * What the app role must allow for each route's method (docs/schedules.md "Who may do what"): the supervisor
 * has CRUD on each subject, the admin everything, a client reads only.
 */
export const SCHEDULE_ROLE_REQUIREMENT = {
  saveSchedule: { action: 'update', subject: ACL_SUBJECTS.schedules },
  deleteSchedule: { action: 'delete', subject: ACL_SUBJECTS.schedules },
  createCallableTimeSet: { action: 'create', subject: ACL_SUBJECTS.callableTimeSets },
  updateCallableTimeSet: { action: 'update', subject: ACL_SUBJECTS.callableTimeSets },
  deleteCallableTimeSet: { action: 'delete', subject: ACL_SUBJECTS.callableTimeSets },
  createSequence: { action: 'create', subject: ACL_SUBJECTS.sequences },
  updateSequence: { action: 'update', subject: ACL_SUBJECTS.sequences },
  deleteSequence: { action: 'delete', subject: ACL_SUBJECTS.sequences },
  runSequence: { action: 'update', subject: ACL_SUBJECTS.sequences }
} as const satisfies Record<string, RequiredPermission>

/** The role requirement behind each capability of the answers (SCHEDULE_ACTIONS). */
const ACTION_ROLE_REQUIREMENT: Record<ScheduleAction, RequiredPermission> = {
  editSchedules: SCHEDULE_ROLE_REQUIREMENT.saveSchedule,
  editCallableTimeSets: SCHEDULE_ROLE_REQUIREMENT.updateCallableTimeSet,
  editSequences: SCHEDULE_ROLE_REQUIREMENT.updateSequence,
  runSequences: SCHEDULE_ROLE_REQUIREMENT.runSequence
}

/** The Genesys Cloud permission each platform call needs (the platform's, per endpoint). */
export const SCHEDULE_PERMISSION = {
  viewSchedules: 'outbound:schedule:view',
  editSchedules: 'outbound:schedule:edit',
  deleteSchedules: 'outbound:schedule:delete',
  viewCallableTimeSets: 'outbound:callableTimeSet:view',
  addCallableTimeSets: 'outbound:callableTimeSet:add',
  editCallableTimeSets: 'outbound:callableTimeSet:edit',
  deleteCallableTimeSets: 'outbound:callableTimeSet:delete',
  viewSequences: 'outbound:campaignSequence:view',
  addSequences: 'outbound:campaignSequence:add',
  editSequences: 'outbound:campaignSequence:edit',
  deleteSequences: 'outbound:campaignSequence:delete'
} as const

const roleAllows = (role: Role, required: RequiredPermission) =>
  buildAbilityFor(role, required.subject).can(required.action, required.subject)

/** Whether the person's Genesys permissions grant `permission`; unknown permissions (null) count as granted. */
export const hasPlatformPermission = (caller: Pick<Caller, 'platformPermissions'>, permission: string) =>
  !caller.platformPermissions || grantsPermission(caller.platformPermissions, permission)

function capability(role: Role, platformPermissions: readonly string[] | null, action: ScheduleAction) {
  if (!roleAllows(role, ACTION_ROLE_REQUIREMENT[action]))
    return { allowed: false as const, reason: 'role' as const }
  const permission = SCHEDULE_PLATFORM_PERMISSIONS[action].find(
    wanted => !hasPlatformPermission({ platformPermissions }, wanted)
  )
  if (permission) return { allowed: false as const, reason: 'platform' as const, permission }
  return { allowed: true as const }
}

/** What the person may do here, and if not why: the app role first, then the Genesys Cloud permissions. */
export const scheduleCapabilities = (
  role: Role,
  platformPermissions: readonly string[] | null
): ScheduleCapabilities =>
  Object.fromEntries(
    SCHEDULE_ACTIONS.map(action => [action, capability(role, platformPermissions, action)])
  ) as ScheduleCapabilities

/**
 * Refuses a call the person's Genesys permissions do not grant with the platform's 403, without spending a
 * platform call on it (the route has already checked the app role). When the platform did not list the
 * permissions, it decides.
 */
export function requireSchedulePermission(caller: Caller, permission: string): void {
  if (!hasPlatformPermission(caller, permission))
    throw new ApiError(
      403,
      'platform.missing_permission',
      `Your Genesys Cloud user lacks the permission ${permission}.`,
      { details: { permission } }
    )
}

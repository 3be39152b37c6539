import { ACL_SUBJECTS } from '@/shared/acl'
import {
  SCHEDULE_ACTIONS,
  SCHEDULE_PLATFORM_PERMISSIONS,
  type ScheduleAction
} from '@/shared/schedules/scheduleTypes'
import type { RequiredPermission } from '@/server/access'
import { capabilitiesFor } from '@/server/outbound/objectCapabilities'

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

/** Who may do what here: the app role first, then the Genesys Cloud permissions. */
export const SCHEDULE_RULES = capabilitiesFor({
  actions: SCHEDULE_ACTIONS,
  roles: ACTION_ROLE_REQUIREMENT,
  platform: SCHEDULE_PLATFORM_PERMISSIONS
})

/**
 * The errors of the schedules API (docs/schedules.md lists every code): `{message, code}` and, per code, what
 * the browser needs to say more (the field at fault, the current state on a conflict, the campaigns in the way).
 */
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { StoredSchedule } from './scheduleDefinition'
import type { ScheduleProblem, ScheduleProblemKind } from './scheduleProblems'
import type { CallableTimeSetRow, SequenceRow } from './scheduleTypes'

export interface ScheduleApiError {
  message: string
  code: string
  /** 400 `schedule.invalid`: the first problem's field (`intervals.2.end`) and kind, then every problem */
  field?: string
  kind?: ScheduleProblemKind
  problems?: ScheduleProblem[]
  /** 400 `request.invalid`: each problem of the body with where it is (`['data', 'intervals', 0, 'start']`) */
  issues?: { path: string[]; message: string }[]
  /**
   * 409 `schedule.conflict`: the schedule as it now is (null: it was deleted meanwhile);
   * `callableTimeSet.conflict`: the set as it now is; `sequence.conflict`: the sequence as it now is
   */
  current?: StoredSchedule | null | CallableTimeSetRow | SequenceRow
  /** 409 `callableTimeSet.in_use`: the campaigns that use the set */
  campaigns?: { id: string; name: string; status: CampaignStatus }[]
  /** 403 `platform.missing_permission`: the Genesys Cloud permission the person lacks */
  permission?: string
  /** 429: seconds until a retry may succeed */
  retryAfterSeconds?: number
}

/** DELETE /api/callable-time-sets/{id} and /api/sequences/{id}: what was deleted. */
export interface ScheduleDeleted {
  id: string
}

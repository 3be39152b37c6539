/**
 * The contract of the schedules API (`/api/schedules`, `/api/campaigns/{id}/schedule`, `/api/callable-time-sets`,
 * `/api/sequences`; docs/schedules.md) between the server that answers it (src/server/schedules) and the browser
 * that calls it (src/features/schedules).
 *
 * Times are written as the platform writes them: a schedule's intervals are local date-times in the schedule's
 * own IANA time zone (minutes precision here: `2026-11-24T09:00`), so an interval keeps its local times across a
 * daylight-saving change. Instants (what the week view draws) are computed from them by ./occurrences.ts.
 */
import type { CampaignStatus, DialingMode, NamedRef } from '@/shared/campaigns/campaignTypes'
import type { CampaignsJoin } from '@/shared/lists/listTypes'
import type { LocalTime, ScheduleDefinition, StoredSchedule, Weekday } from './scheduleDefinition'

export * from './scheduleDefinition'

/**
 * A campaign as the week view draws it: its live status and its schedule (null: not scheduled). Status and
 * dialing mode are null when the campaigns could not be read (`campaignsUnavailable`): the row is then a
 * schedule's campaign as the schedule names it.
 */
export interface ScheduledCampaign {
  id: string
  name: string
  status: CampaignStatus | null
  dialingMode: DialingMode | null
  division: NamedRef | null
  callableTimeSet: NamedRef | null
  schedule: StoredSchedule | null
}

/** One slot of a callable time: on `day`, from `start` to `stop` local time. */
export interface CallableSlot {
  day: Weekday
  start: LocalTime
  stop: LocalTime
}

/** The hours contacts in one time zone may be called. */
export interface CallableTime {
  timeZone: string
  slots: CallableSlot[]
}

export interface CallableTimeSetDefinition {
  name: string
  callableTimes: CallableTime[]
}

export interface CallableTimeSetRow extends CallableTimeSetDefinition {
  id: string
  version: number
  dateModified: string | null
  /** campaigns that use the set, with their status */
  campaigns: { id: string; name: string; status: CampaignStatus }[]
}

export const SEQUENCE_STATUSES = ['on', 'off', 'complete'] as const
export type SequenceStatus = (typeof SEQUENCE_STATUSES)[number]

export interface SequenceDefinition {
  name: string
  /** campaign ids in the order they run */
  campaignIds: string[]
  repeat: boolean
}

export interface SequenceRow {
  id: string
  name: string
  version: number
  status: SequenceStatus
  /** index in `campaigns` of the campaign that runs (or runs next) */
  currentCampaign: number
  repeat: boolean
  /** why the platform stopped the sequence, in its words; null when it did not */
  stopMessage: string | null
  campaigns: { id: string; name: string; status: CampaignStatus | null }[]
  schedule: StoredSchedule | null
}

/** What one may do here; each needs an app role and Genesys Cloud permissions. */
export const SCHEDULE_ACTIONS = [
  'editSchedules',
  'editCallableTimeSets',
  'editSequences',
  'runSequences'
] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

/** The Genesys Cloud permissions each action needs (the platform's, per endpoint). */
export const SCHEDULE_PLATFORM_PERMISSIONS: Record<ScheduleAction, readonly string[]> = {
  editSchedules: ['outbound:schedule:edit'],
  editCallableTimeSets: ['outbound:callableTimeSet:edit'],
  editSequences: ['outbound:campaignSequence:edit'],
  runSequences: ['outbound:campaignSequence:edit']
}

export type ScheduleCapabilities = Record<
  ScheduleAction,
  { allowed: true } | { allowed: false; reason: 'role' | 'platform'; permission?: string }
>

/** GET /api/schedules: every campaign (scheduled or not) with its schedule, and the callable time sets. */
export interface SchedulesAnswer extends CampaignsJoin {
  campaigns: ScheduledCampaign[]
  callableTimeSets: CallableTimeSetRow[]
  capabilities: ScheduleCapabilities
  /** the platform's limit of campaigns on at once in an organisation */
  activeLimit: number
}

/** PUT /api/campaigns/{id}/schedule's body. `version` absent: the campaign has no schedule yet. */
export interface ScheduleChange extends ScheduleDefinition {
  version?: number
}

/** GET /api/callable-time-sets */
export interface CallableTimeSetsAnswer extends CampaignsJoin {
  callableTimeSets: CallableTimeSetRow[]
  capabilities: ScheduleCapabilities
}

/** GET /api/sequences */
export interface SequencesAnswer extends CampaignsJoin {
  sequences: SequenceRow[]
  /** the campaigns a sequence may hold: id, name, status */
  campaigns: { id: string; name: string; status: CampaignStatus }[]
  capabilities: ScheduleCapabilities
}

/** The platform's limit of campaigns on at once. */
export const ACTIVE_CAMPAIGN_LIMIT = 50
/** The most intervals (and recurrences) one schedule holds here: more is not a week anyone can read. */
export const MAX_SCHEDULE_ENTRIES = 100

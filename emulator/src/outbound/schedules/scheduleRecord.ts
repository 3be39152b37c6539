/**
 * A campaign's or a sequence's schedule as the emulator keeps it: the platform's CampaignSchedule /
 * SequenceSchedule fields (local date-times kept as components) plus how far the emulator has run it.
 */
import type { LocalDateTime } from './localTime'

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday'
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const PATTERN_TYPES = ['Daily', 'Weekly'] as const
export const RANGE_TYPES = ['NoEnd', 'EndDate', 'Numbered'] as const

export interface LocalInterval {
  start: LocalDateTime
  end: LocalDateTime
}

/** The platform's Reoccurrence: `start`/`end` are the first occurrence's local date-times. */
export interface RecurrenceRecord extends LocalInterval {
  id: string
  /** overrides the schedule's zone when given */
  timeZone?: string
  pattern: { type: (typeof PATTERN_TYPES)[number]; interval: number; daysOfWeek?: Weekday[] }
  range: { type: (typeof RANGE_TYPES)[number]; end?: LocalDateTime; numberOfOccurrences?: number }
}

export type ScheduleKind = 'campaign' | 'sequence'

export interface ScheduleInput {
  intervals: LocalInterval[]
  recurrences: RecurrenceRecord[]
  timeZone: string
}

export interface ScheduleRecord extends ScheduleInput {
  /** the campaign's or sequence's id (a schedule has its target's id) */
  id: string
  kind: ScheduleKind
  organizationId: string
  version: number
  dateCreated: number
  dateModified: number
  /** boundaries up to this instant have been run; a saved schedule starts from its save time (no replay) */
  cursor: number
}

/** A moment the schedule turns its target on (start) or off (end). */
export interface Boundary {
  at: number
  kind: 'start' | 'end'
}

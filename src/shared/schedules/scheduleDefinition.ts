/**
 * A schedule as the platform keeps it, in the app's words: local date-times in the schedule's own IANA time zone
 * (minutes precision: `2026-11-24T09:00`), so a run keeps its local times across a daylight-saving change.
 * Imports nothing: the campaigns' contract (a row's schedule) and the schedules' contract both build on it.
 */
/** `YYYY-MM-DDTHH:mm`, a wall-clock time in some time zone (no offset). */
export type LocalDateTime = string
/** `YYYY-MM-DD` */
export type LocalDate = string
/** `HH:mm` */
export type LocalTime = string
/** ISO weekday: 1 = Monday … 7 = Sunday (the platform's callable-time `day` numbering too). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7]

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
export const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** One run: the campaign is on from `start` to `end` (local, in the schedule's time zone). */
export interface ScheduleInterval {
  start: LocalDateTime
  end: LocalDateTime
}

export const RECURRENCE_PATTERNS = ['daily', 'weekly'] as const
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number]

/**
 * A run that repeats: the first occurrence is `start`–`end`; it repeats every `every` days (daily) or every
 * `every` weeks on `daysOfWeek` (weekly), until the local date `until` (included) or for `count` occurrences, or
 * for ever when both are null. The platform's Reoccurrence (pattern Daily/Weekly; range EndDate/Numbered/NoEnd).
 */
export interface ScheduleRecurrence {
  start: LocalDateTime
  end: LocalDateTime
  pattern: RecurrencePattern
  every: number
  /** weekly only: the days it runs (the first occurrence's day when empty) */
  daysOfWeek: Weekday[]
  until: LocalDate | null
  count: number | null
}

/** A campaign's (or a sequence's) schedule: the platform's CampaignSchedule in the app's words. */
export interface ScheduleDefinition {
  /** IANA time zone the intervals are written in */
  timeZone: string
  intervals: ScheduleInterval[]
  recurrences: ScheduleRecurrence[]
}

export interface StoredSchedule extends ScheduleDefinition {
  /** the platform's version: a change must carry it (409 when someone changed it meanwhile) */
  version: number
  dateModified: string | null
}

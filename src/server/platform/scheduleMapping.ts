import {
  LOCAL_DATE,
  WEEKDAYS,
  type CallableSlot,
  type CallableTime,
  type CallableTimeSetDefinition,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
  type ScheduleDefinition,
  type ScheduleInterval,
  type ScheduleRecurrence,
  type StoredSchedule,
  type Weekday
} from '@/shared/schedules/scheduleTypes'
import { datePart, dayNumberOf, weekdayOf } from '@/shared/schedules/localTime'
import {
  callableTimeSchema,
  campaignTimeSlotSchema,
  reoccurrenceSchema,
  scheduleIntervalSchema,
  type PlatformCallableTimeSet,
  type PlatformCampaignSchedule,
  type PlatformSequenceSchedule
} from './scheduleModels'

/**
 * The platform's schedule shapes ⇄ the app's (src/shared/schedules/scheduleDefinition.ts):
 * - local date-times: the platform's `2026-11-24T09:00:00.000` ⇄ the app's `2026-11-24T09:00` (minutes: seconds
 *   and milliseconds are dropped on reading, `:00.000` added on writing);
 * - a recurrence's pattern `Daily`/`Weekly` with `interval` and `daysOfWeek` names ⇄ `daily`/`weekly`, `every` and
 *   ISO weekdays 1–7; its range `EndDate` (a local date) / `Numbered` / `NoEnd` ⇄ `until` / `count` / neither;
 * - callable times' `HH:mm:ss` ⇄ `HH:mm` (a stop at the platform's `24:00` ⇄ `00:00`, midnight), `day` 1–7 (Monday
 *   first) on both sides.
 * Entries the app cannot read (an odd date, a monthly pattern) are left out, never guessed.
 */

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The app's weekday (1 = Monday) as the platform names it, and back (any case). */
export const dayNameOf = (day: Weekday): string => DAY_NAMES[day - 1]!
export const weekdayOfName = (name: string): Weekday | undefined => {
  const index = DAY_NAMES.findIndex(day => day.toLowerCase() === name.trim().toLowerCase())
  return index < 0 ? undefined : WEEKDAYS[index]
}

const PLATFORM_LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?$/
const PLATFORM_TIME = /^(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?$/

/** `2026-11-24T09:00:00.000` → `2026-11-24T09:00`; undefined for anything else (an offset is not local). */
export function readPlatformLocal(value: string): LocalDateTime | undefined {
  return PLATFORM_LOCAL.exec(value.trim())?.[1]
}

/** `2026-11-24T09:00` → `2026-11-24T09:00:00.000` */
export const toPlatformLocal = (value: LocalDateTime): string => `${value}:00.000`

/** `08:00:00` → `08:00`, and a stop at `24:00` → `00:00` (midnight, the end of the day); undefined for anything else. */
export function readPlatformTime(value: string): LocalTime | undefined {
  const time = PLATFORM_TIME.exec(value.trim())?.[1]
  if (time === '24:00') return '00:00'
  return time && Number(time.slice(0, 2)) < 24 && Number(time.slice(3)) < 60 ? time : undefined
}

/** `08:00` → `08:00:00` */
export const toPlatformTime = (value: LocalTime): string => `${value}:00`

/** A slot's stop: `00:00` is the end of the day, which the platform writes `24:00:00` (its stop is after its start). */
export const toPlatformStopTime = (value: LocalTime): string =>
  value === '00:00' ? '24:00:00' : toPlatformTime(value)

/** A range's end: the platform's local date (a date-time is cut to its date). */
function readRangeEnd(value: string | undefined): LocalDate | null {
  const date = value?.trim().slice(0, 10)
  return date && LOCAL_DATE.test(date) ? date : null
}

function readInterval(value: unknown): ScheduleInterval | undefined {
  const parsed = scheduleIntervalSchema.safeParse(value)
  if (!parsed.success) return undefined
  const start = readPlatformLocal(parsed.data.start)
  const end = readPlatformLocal(parsed.data.end)
  return start && end ? { start, end } : undefined
}

function readRecurrence(value: unknown): ScheduleRecurrence | undefined {
  const parsed = reoccurrenceSchema.safeParse(value)
  if (!parsed.success) return undefined
  const { pattern, range } = parsed.data
  const start = readPlatformLocal(parsed.data.start)
  const end = readPlatformLocal(parsed.data.end)
  const type = pattern.type.toLowerCase()
  if (!start || !end || (type !== 'daily' && type !== 'weekly')) return undefined
  const days = pattern.daysOfWeek.flatMap(name => weekdayOfName(name) ?? [])
  const rangeType = range.type.toLowerCase()
  return {
    start,
    end,
    pattern: type,
    every: pattern.interval,
    daysOfWeek: type === 'weekly' ? [...new Set(days)].sort((a, b) => a - b) : [],
    until: rangeType === 'enddate' ? readRangeEnd(range.end) : null,
    count: rangeType === 'numbered' ? (range.numberOfOccurrences ?? null) : null
  }
}

/** A platform schedule (a campaign's or a sequence's) in the app's words, with its version. */
export function toStoredSchedule(
  schedule: PlatformCampaignSchedule | PlatformSequenceSchedule
): StoredSchedule {
  return {
    timeZone: schedule.timeZone,
    intervals: schedule.intervals.flatMap(interval => readInterval(interval) ?? []),
    recurrences: schedule.recurrences.flatMap(recurrence => readRecurrence(recurrence) ?? []),
    version: schedule.version,
    dateModified: schedule.dateModified ?? null
  }
}

/** The weekdays a weekly recurrence runs on: its own, or the first occurrence's day when it names none. */
const daysOf = (recurrence: ScheduleRecurrence): Weekday[] =>
  recurrence.daysOfWeek.length > 0
    ? [...new Set(recurrence.daysOfWeek)].sort((a, b) => a - b)
    : [weekdayOf(dayNumberOf(datePart(recurrence.start)))]

function toPlatformRange(recurrence: ScheduleRecurrence) {
  if (recurrence.until !== null) return { type: 'EndDate', end: recurrence.until }
  if (recurrence.count !== null) return { type: 'Numbered', numberOfOccurrences: recurrence.count }
  return { type: 'NoEnd' }
}

/**
 * The body of a schedule's PUT (CampaignSchedule / SequenceSchedule without its target): intervals and
 * recurrences in local date-times of `timeZone`; each recurrence carries the schedule's zone.
 */
export function toPlatformSchedule(schedule: ScheduleDefinition) {
  return {
    timeZone: schedule.timeZone,
    intervals: schedule.intervals.map(interval => ({
      start: toPlatformLocal(interval.start),
      end: toPlatformLocal(interval.end)
    })),
    recurrences: schedule.recurrences.map(recurrence => ({
      start: toPlatformLocal(recurrence.start),
      end: toPlatformLocal(recurrence.end),
      timeZone: schedule.timeZone,
      pattern:
        recurrence.pattern === 'daily'
          ? { type: 'Daily', interval: recurrence.every }
          : { type: 'Weekly', interval: recurrence.every, daysOfWeek: daysOf(recurrence).map(dayNameOf) },
      range: toPlatformRange(recurrence)
    }))
  }
}

function readSlot(value: unknown): CallableSlot | undefined {
  const parsed = campaignTimeSlotSchema.safeParse(value)
  if (!parsed.success) return undefined
  const start = readPlatformTime(parsed.data.startTime)
  const stop = readPlatformTime(parsed.data.stopTime)
  const day = WEEKDAYS.find(weekday => weekday === parsed.data.day)
  return start && stop && day ? { day, start, stop } : undefined
}

function readCallableTime(value: unknown): CallableTime | undefined {
  const parsed = callableTimeSchema.safeParse(value)
  if (!parsed.success) return undefined
  return {
    timeZone: parsed.data.timeZoneId,
    slots: parsed.data.timeSlots.flatMap(slot => readSlot(slot) ?? [])
  }
}

/** A platform callable time set's name and hours in the app's words. */
export const toCallableTimeSetDefinition = (set: PlatformCallableTimeSet): CallableTimeSetDefinition => ({
  name: set.name,
  callableTimes: set.callableTimes.flatMap(callable => readCallableTime(callable) ?? [])
})

/** The body of a callable time set's POST or PUT (the version is added for a PUT). */
export const toPlatformCallableTimeSet = (set: CallableTimeSetDefinition) => ({
  name: set.name,
  callableTimes: set.callableTimes.map(callable => ({
    timeZoneId: callable.timeZone,
    timeSlots: callable.slots.map(slot => ({
      startTime: toPlatformTime(slot.start),
      stopTime: toPlatformStopTime(slot.stop),
      day: slot.day
    }))
  }))
})

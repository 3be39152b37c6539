/**
 * When a schedule runs: its intervals and the occurrences of its recurrences as instants, within a window. Each
 * occurrence is computed from its local times in the schedule's zone (localTime.ts), so a run across a
 * daylight-saving change keeps 09:00–17:00 local and is an hour shorter or longer in absolute time only when
 * the change happens inside it.
 */
import {
  datePart,
  dayNumberOf,
  dateOfDayNumber,
  instantOf,
  instantOfLocal,
  timePart,
  weekdayOf
} from './localTime'
import type { ScheduleDefinition, ScheduleRecurrence } from './scheduleTypes'

export interface Occurrence {
  /** epoch ms, included */
  start: number
  /** epoch ms, excluded */
  end: number
  source: 'interval' | 'recurrence'
  /** index in the schedule's intervals or recurrences */
  index: number
}

const DAY_MS = 86_400_000
/** Zones are at most 14 h from UTC: a margin of two days covers any local date of an instant. */
const MARGIN_DAYS = 2

/** The day numbers (and occurrence numbers) of a recurrence between the days `lo` and `hi`, included. */
function recurrenceDays(rule: ScheduleRecurrence, lo: number, hi: number): { day: number; n: number }[] {
  const first = dayNumberOf(datePart(rule.start))
  const every = Math.max(1, Math.floor(rule.every))
  const last = Math.min(hi, rule.until ? dayNumberOf(rule.until) : Number.POSITIVE_INFINITY)
  const limit = rule.count ?? Number.POSITIVE_INFINITY
  const found: { day: number; n: number }[] = []
  if (rule.pattern === 'daily') {
    for (let k = Math.max(0, Math.ceil((lo - first) / every)); k < limit; k++) {
      const day = first + k * every
      if (day > last) break
      found.push({ day, n: k })
    }
    return found
  }
  const days = [...new Set(rule.daysOfWeek.length ? rule.daysOfWeek : [weekdayOf(first)])].sort()
  const monday = first - (weekdayOf(first) - 1)
  const inFirstWeek = days.filter(d => monday + d - 1 >= first).length
  const startWeek = Math.max(0, Math.floor((lo - monday) / (7 * every)))
  for (let j = startWeek; ; j++) {
    const weekStart = monday + j * 7 * every
    if (weekStart > last) break
    for (const [position, d] of days.entries()) {
      const day = weekStart + d - 1
      if (day < first || day < lo || day > last) continue
      const n =
        j === 0
          ? days.filter(x => monday + x - 1 >= first).indexOf(d)
          : inFirstWeek + (j - 1) * days.length + position
      if (n >= limit) return found
      found.push({ day, n })
    }
  }
  return found
}

/** Every run of `schedule` that overlaps [from, to), in start order. */
export function occurrencesBetween(schedule: ScheduleDefinition, from: number, to: number): Occurrence[] {
  const zone = schedule.timeZone
  const found: Occurrence[] = []
  schedule.intervals.forEach((interval, index) => {
    const start = instantOfLocal(interval.start, zone)
    const end = instantOfLocal(interval.end, zone)
    if (end > from && start < to) found.push({ start, end, source: 'interval', index })
  })
  schedule.recurrences.forEach((rule, index) => {
    const span = dayNumberOf(datePart(rule.end)) - dayNumberOf(datePart(rule.start))
    const lo = Math.floor(from / DAY_MS) - MARGIN_DAYS - span
    const hi = Math.floor(to / DAY_MS) + MARGIN_DAYS
    for (const { day } of recurrenceDays(rule, lo, hi)) {
      const start = instantOf(dateOfDayNumber(day), timePart(rule.start), zone)
      const end = instantOf(dateOfDayNumber(day + span), timePart(rule.end), zone)
      if (end > from && start < to) found.push({ start, end, source: 'recurrence', index })
    }
  })
  return found.sort((a, b) => a.start - b.start || a.end - b.end)
}

const WEEK_MS = 7 * DAY_MS
/** How far ahead "next run" looks: a schedule that runs less than once a year has no next run worth showing. */
const HORIZON_WEEKS = 53

/** The run under way at `now` (if any) and the next one to start after `now` (if any). */
export function runAround(
  schedule: ScheduleDefinition,
  now: number
): { current: Occurrence | null; next: Occurrence | null } {
  const current = occurrencesBetween(schedule, now, now + 1).find(o => o.start <= now && o.end > now) ?? null
  for (let week = 0; week < HORIZON_WEEKS; week++) {
    const from = now + week * WEEK_MS
    const next = occurrencesBetween(schedule, from, from + WEEK_MS).find(o => o.start > now)
    if (next) return { current, next }
  }
  return { current, next: null }
}

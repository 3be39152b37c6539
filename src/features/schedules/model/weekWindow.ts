/**
 * The week the view shows, in the person's time zone: seven calendar days from the locale's first day of the
 * week, each from its local midnight to the next (23 or 25 hours long on a daylight-saving change). Midnights
 * are instants computed by @date-fns/tz (src/shared/schedules/localTime.ts), never by offset arithmetic here.
 */
import { dateOfDayNumber, instantOf, localDayOf, type LocalDate, weekdayOf } from '@/shared/schedules'

export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6

export interface WeekDay {
  /** day number (days since 1970-01-01) */
  day: number
  date: LocalDate
  /** epoch ms of the local midnight that starts it, included */
  start: number
  /** epoch ms of the next local midnight, excluded */
  end: number
}

export interface WeekWindow {
  timeZone: string
  /** the first day's start */
  start: number
  /** the last day's end */
  end: number
  days: WeekDay[]
}

const DAY_MS = 86_400_000
export const QUARTER_HOUR_MS = 15 * 60_000

/** The week of seven days that holds `at` in `timeZone`, starting on `weekStartsOn` (0 Sunday … 6 Saturday). */
export function weekWindow(at: number, timeZone: string, weekStartsOn: WeekStartsOn): WeekWindow {
  const today = localDayOf(at, timeZone)
  // weekdayOf is ISO (1 Monday … 7 Sunday); date-fns' weekStartsOn is 0 Sunday … 6 Saturday.
  const offset = (weekdayOf(today) - (weekStartsOn === 0 ? 7 : weekStartsOn) + 7) % 7
  const first = today - offset
  const midnight = (day: number) => instantOf(dateOfDayNumber(day), '00:00', timeZone)
  const days = Array.from({ length: 7 }, (_, i) => ({
    day: first + i,
    date: dateOfDayNumber(first + i),
    start: midnight(first + i),
    end: midnight(first + i + 1)
  }))
  return { timeZone, start: days[0]!.start, end: days[6]!.end, days }
}

/** The week `weeks` weeks after (or before) `window`. */
export function shiftedWeek(window: WeekWindow, weeks: number, weekStartsOn: WeekStartsOn): WeekWindow {
  // the middle of the week's fourth day, moved by whole days: always inside the wanted week
  const middle = window.days[3]!
  return weekWindow((middle.start + middle.end) / 2 + weeks * 7 * DAY_MS, window.timeZone, weekStartsOn)
}

/**
 * Where an instant falls along the week, 0 (its start) to 1 (its end): each day is a seventh of the width,
 * whatever its length, so a bar lines up with the day columns across a daylight-saving change.
 */
export function positionIn(window: WeekWindow, instant: number): number {
  if (instant <= window.start) return 0
  if (instant >= window.end) return 1
  const index = window.days.findIndex(day => instant < day.end)
  const day = window.days[index]!
  return (index + (instant - day.start) / (day.end - day.start)) / 7
}

/** The instant at a position along the week (positionIn's inverse). */
export function instantAt(window: WeekWindow, position: number): number {
  const scaled = Math.min(Math.max(position, 0), 1) * 7
  const index = Math.min(6, Math.floor(scaled))
  const day = window.days[index]!
  return day.start + (scaled - index) * (day.end - day.start)
}

/** An instant on the nearest quarter hour (every zone's offset is a whole number of quarter hours). */
export const snapToQuarter = (instant: number): number =>
  Math.round(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS

/** Whether the window holds `instant`. */
export const inWindow = (window: WeekWindow, instant: number): boolean =>
  instant >= window.start && instant < window.end

/**
 * Wall-clock times in a named time zone, turned into instants by @date-fns/tz (which asks the runtime's IANA
 * database): no offset is ever computed here. Calendar days are counted on the proleptic calendar (day numbers),
 * which is plain date arithmetic, not time-zone arithmetic: "the next day" is the next date whatever its length.
 */
import { TZDate } from '@date-fns/tz'
import type { LocalDate, LocalDateTime, LocalTime, Weekday } from './scheduleTypes'

const DAY_MS = 86_400_000

/** A calendar date as a day number (days since 1970-01-01), and back. */
export const dayNumberOf = (date: LocalDate): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS)
}

export const dateOfDayNumber = (day: number): LocalDate => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** ISO weekday (1 = Monday) of a day number. */
export const weekdayOf = (day: number): Weekday =>
  (((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1) as Weekday

export const datePart = (value: LocalDateTime): LocalDate => value.slice(0, 10)
export const timePart = (value: LocalDateTime): LocalTime => value.slice(11, 16)

/** Minutes since midnight of `HH:mm`. */
export const minutesOf = (time: LocalTime): number => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/**
 * Instants already asked for, by "date time zone": a week of 2,000 schedules asks for the same few wall-clock
 * times (09:00 in London on Monday…) thousands of times, and each answer costs the IANA database a lookup
 * (about 20 µs: 2,000 schedules' week took 370 ms, a long task, before this). Bounded: emptied when full.
 */
const instants = new Map<string, number>()
const MAX_REMEMBERED = 20_000

/** The instant of a wall-clock time in `timeZone` (a time skipped by a DST change comes out an hour later). */
export function instantOf(date: LocalDate, time: LocalTime, timeZone: string): number {
  const key = `${date} ${time} ${timeZone}`
  const known = instants.get(key)
  if (known !== undefined) return known
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const instant = new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime()
  if (instants.size >= MAX_REMEMBERED) instants.clear()
  instants.set(key, instant)
  return instant
}

export const instantOfLocal = (value: LocalDateTime, timeZone: string): number =>
  instantOf(datePart(value), timePart(value), timeZone)

/** Wall-clock date-times already asked for, by "instant time zone" (as `instants`, the other way round). */
const locals = new Map<string, LocalDateTime>()

/** The wall-clock date-time of `instant` in `timeZone` (`YYYY-MM-DDTHH:mm`). */
export function localOf(instant: number, timeZone: string): LocalDateTime {
  const key = `${instant} ${timeZone}`
  const known = locals.get(key)
  if (known !== undefined) return known
  const at = new TZDate(instant, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
  if (locals.size >= MAX_REMEMBERED) locals.clear()
  locals.set(key, local)
  return local
}

/** The calendar day number on which `instant` falls in `timeZone`. */
export const localDayOf = (instant: number, timeZone: string): number =>
  dayNumberOf(datePart(localOf(instant, timeZone)))

// Time zones are names like Europe/Paris or UTC; Intl also takes offsets (+01:00) which are not zones.
const ZONE_NAME = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/

/** Whether the runtime's IANA database knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** A real calendar date-time (2026-02-30T09:00 is not one). */
export function isValidLocal(value: LocalDateTime): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value)) return false
  return dateOfDayNumber(dayNumberOf(datePart(value))) === datePart(value)
}

/**
 * The hours of one zone as the editor holds them: slots within one day each (a stop of `00:00` is that day's
 * midnight, its end), so that a 7 × 24 grid of hours can show and toggle them. A slot that runs past midnight
 * (21:00–02:00) is split into its two days; the two mean the same to the dialer (callableWindows.ts).
 */
import { minutesOf } from '@/shared/schedules/localTime'
import { type CallableSlot, LOCAL_TIME, type Weekday, WEEKDAYS } from '@/shared/schedules/scheduleTypes'

export const DAY_MINUTES = 1440
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** A part of a day in minutes, [start, end), 0 ≤ start < end ≤ 1440. */
export interface Range {
  start: number
  end: number
}

const pad = (n: number) => String(n).padStart(2, '0')
/** `HH:mm` of minutes since midnight; the day's end (1440) is written `00:00`, as the platform does. */
export const timeOfMinutes = (minutes: number) =>
  minutes >= DAY_MINUTES ? '00:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
/** `HH:mm` for people: the day's end is 24:00. */
export const hourLabel = (minutes: number) =>
  minutes >= DAY_MINUTES ? '24:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

export const nextDay = (day: Weekday): Weekday => ((day % 7) + 1) as Weekday

/** Why a slot of the editor cannot be saved: a time not `HH:mm`, or a stop not after its start. */
export function slotProblem(slot: CallableSlot): 'format' | 'order' | null {
  if (!LOCAL_TIME.test(slot.start) || !LOCAL_TIME.test(slot.stop)) return 'format'
  return endOf(slot) > minutesOf(slot.start) ? null : 'order'
}

/** The end of a slot within its day, in minutes (a stop of 00:00: midnight at the day's end). */
const endOf = (slot: CallableSlot) => (slot.stop === '00:00' ? DAY_MINUTES : minutesOf(slot.stop))

/** Overlapping or touching ranges joined, in order. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const merged: Range[] = []
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1]
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

/** The platform's slots as the editor's: each within one day (past midnight split into the next day). */
export function withinDays(slots: readonly CallableSlot[]): CallableSlot[] {
  return slots.flatMap(slot => {
    if (!LOCAL_TIME.test(slot.start) || !LOCAL_TIME.test(slot.stop)) return [slot]
    const start = minutesOf(slot.start)
    const stop = minutesOf(slot.stop)
    if (stop > start || stop === 0) return [slot]
    return [
      { day: slot.day, start: slot.start, stop: '00:00' },
      { day: nextDay(slot.day), start: '00:00', stop: slot.stop }
    ]
  })
}

/** The callable ranges of one day: its valid slots, merged. */
export const rangesOfDay = (slots: readonly CallableSlot[], day: Weekday): Range[] =>
  mergeRanges(
    slots
      .filter(slot => slot.day === day && slotProblem(slot) === null)
      .map(slot => ({ start: minutesOf(slot.start), end: endOf(slot) }))
  )

const slotsOf = (day: Weekday, ranges: readonly Range[]): CallableSlot[] =>
  ranges.map(range => ({ day, start: timeOfMinutes(range.start), stop: timeOfMinutes(range.end) }))

/** The slots in order of day and time, each day's merged (what is saved). */
export const normaliseSlots = (slots: readonly CallableSlot[]): CallableSlot[] =>
  WEEKDAYS.flatMap(day => slotsOf(day, rangesOfDay(slots, day)))

export type HourState = 'callable' | 'partly' | 'not'

/** Whether contacts may be called in an hour of a day: all of it, part of it, or not at all. */
export function hourState(ranges: readonly Range[], hour: number): HourState {
  const from = hour * 60
  const to = from + 60
  let covered = 0
  for (const range of ranges) covered += Math.max(0, Math.min(range.end, to) - Math.max(range.start, from))
  return covered >= 60 ? 'callable' : covered > 0 ? 'partly' : 'not'
}

/** Subtracts [from, to) from ranges. */
function without(ranges: readonly Range[], from: number, to: number): Range[] {
  return ranges.flatMap(range => {
    if (range.end <= from || range.start >= to) return [range]
    const parts: Range[] = []
    if (range.start < from) parts.push({ start: range.start, end: from })
    if (range.end > to) parts.push({ start: to, end: range.end })
    return parts
  })
}

/**
 * One hour of one day toggled: a wholly callable hour becomes not callable; an hour not (or partly) callable
 * becomes wholly callable. The day's other slots are kept (merged); slots still being typed (invalid) stay.
 */
export function toggleHour(slots: readonly CallableSlot[], day: Weekday, hour: number): CallableSlot[] {
  const ranges = rangesOfDay(slots, day)
  const from = hour * 60
  const to = from + 60
  const next =
    hourState(ranges, hour) === 'callable'
      ? without(ranges, from, to)
      : mergeRanges([...ranges, { start: from, end: to }])
  const others = slots.filter(slot => slot.day !== day || slotProblem(slot) !== null)
  return [...others, ...slotsOf(day, next)].sort(bySlot)
}

const bySlot = (a: CallableSlot, b: CallableSlot) => a.day - b.day || a.start.localeCompare(b.start)

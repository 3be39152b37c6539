/**
 * When contacts may be called: a callable time set's slots as instants within a window, per zone and merged.
 * A campaign's run outside every window of its set calls nobody (the dialer reschedules every contact), which
 * is what the week view warns about.
 */
import { dateOfDayNumber, instantOf, minutesOf, weekdayOf } from './localTime'
import type { CallableTime } from './scheduleTypes'

export interface Span {
  start: number
  end: number
}

const DAY_MS = 86_400_000
const MARGIN_DAYS = 2

/** The slots of one zone's callable time as instants overlapping [from, to). */
export function callableSpans(callable: CallableTime, from: number, to: number): Span[] {
  const spans: Span[] = []
  const lo = Math.floor(from / DAY_MS) - MARGIN_DAYS
  const hi = Math.floor(to / DAY_MS) + MARGIN_DAYS
  for (let day = lo; day <= hi; day++) {
    const weekday = weekdayOf(day)
    for (const slot of callable.slots) {
      if (slot.day !== weekday) continue
      const date = dateOfDayNumber(day)
      // A stop at or before the start runs past midnight (21:00–02:00).
      const stopDate = minutesOf(slot.stop) <= minutesOf(slot.start) ? dateOfDayNumber(day + 1) : date
      const start = instantOf(date, slot.start, callable.timeZone)
      const end = instantOf(stopDate, slot.stop, callable.timeZone)
      if (end > from && start < to) spans.push({ start: Math.max(start, from), end: Math.min(end, to) })
    }
  }
  return mergeSpans(spans)
}

/** Overlapping or touching spans joined, in order. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const merged: Span[] = []
  for (const span of sorted) {
    const last = merged[merged.length - 1]
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else merged.push({ ...span })
  }
  return merged
}

/** When someone, in at least one of the set's zones, may be called, within [from, to). */
export const anyoneCallable = (callableTimes: readonly CallableTime[], from: number, to: number): Span[] =>
  mergeSpans(callableTimes.flatMap(callable => callableSpans(callable, from, to)))

/** The parts of `run` outside every span of `windows` (sorted, merged). */
export function outside(run: Span, windows: readonly Span[]): Span[] {
  const gaps: Span[] = []
  let cursor = run.start
  for (const window of windows) {
    if (window.end <= cursor) continue
    if (window.start >= run.end) break
    if (window.start > cursor) gaps.push({ start: cursor, end: window.start })
    cursor = Math.max(cursor, window.end)
    if (cursor >= run.end) break
  }
  if (cursor < run.end) gaps.push({ start: cursor, end: run.end })
  return gaps
}

/** Whether someone may be called at `at` under one zone's callable time. */
export const isCallableAt = (callable: CallableTime, at: number): boolean =>
  callableSpans(callable, at, at + 1).length > 0

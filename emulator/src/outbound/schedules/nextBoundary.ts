/**
 * The next moment after `after` at which a schedule turns its target on or off. Intervals and occurrences that
 * overlap or touch are merged first, so back-to-back blocks (17:00–18:00 then 18:00–21:00) keep the target
 * running instead of stopping and restarting it. Recurrences are endless: the search looks a week ahead, then
 * further, and gives up after about two years (a schedule with nothing left).
 */
import { DAY_MS, naiveMs } from './localTime'
import { mergeSpans, spanDays, spansBetween } from './occurrences'
import type { Boundary, ScheduleInput } from './scheduleRecord'

const HORIZONS_DAYS = [8, 40, 200, 800]

export function nextBoundary(schedule: ScheduleInput, after: number): Boundary | undefined {
  const longestDays = Math.max(
    1,
    ...schedule.recurrences.map(spanDays),
    ...schedule.intervals.map(i => Math.ceil((naiveMs(i.end) - naiveMs(i.start)) / DAY_MS) + 1)
  )
  const from = after - (longestDays + 2) * DAY_MS
  for (const days of HORIZONS_DAYS) {
    const to = after + days * DAY_MS
    let best: Boundary | undefined
    for (const [start, end] of mergeSpans(spansBetween(schedule, from, to))) {
      if (start > after && start <= to && (!best || start < best.at)) best = { at: start, kind: 'start' }
      // A span still going on at the window's end may go on further: its end is not known yet.
      if (end > after && end < to && (!best || end < best.at)) best = { at: end, kind: 'end' }
    }
    if (best) return best
  }
  return undefined
}

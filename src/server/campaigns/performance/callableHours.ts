import { callableSpans, isCallableAt } from '@/shared/schedules/callableWindows'
import type { CallableTime } from '@/shared/schedules/scheduleTypes'
import type { CallableHours } from './rankNotDialingReasons'

const WEEK_MS = 7 * 86_400_000

/**
 * A callable time set's hours seen at `now`: how many of its zones are outside their hours, and when the
 * soonest of those opens again (the first window start after `now` within a week) in which zone. Null for a
 * set without any hours.
 */
export function callableHoursAt(callableTimes: readonly CallableTime[], now: number): CallableHours | null {
  const zones = callableTimes.filter(callable => callable.slots.length > 0)
  if (zones.length === 0) return null
  const closed = zones.filter(callable => !isCallableAt(callable, now))
  let next: { at: number; timeZone: string } | null = null
  for (const callable of closed) {
    const opens = callableSpans(callable, now, now + WEEK_MS).find(span => span.start > now)?.start
    if (opens !== undefined && (next === null || opens < next.at))
      next = { at: opens, timeZone: callable.timeZone }
  }
  return {
    closedNow: closed.length === 0 ? 'none' : closed.length === zones.length ? 'all' : 'some',
    until: next ? new Date(next.at).toISOString() : null,
    timeZone: next?.timeZone ?? null
  }
}

import { localDayOf } from '@/shared/schedules/localTime'
import { runAround } from '@/shared/schedules/occurrences'
import type { ScheduleDefinition } from '@/shared/schedules/scheduleTypes'

/** What a campaign's schedule says about now: running until an end, a next run, or nothing ahead. */
export type ScheduleSummary =
  | { kind: 'running'; end: number; timeZone: string; sameDay: boolean }
  | { kind: 'next'; start: number; end: number; timeZone: string; sameDay: boolean }
  | { kind: 'over'; timeZone: string }

/** Runs are looked up once a minute per schedule: every grid cell asks on every render of the rows. */
const MINUTE_MS = 60_000
const cache = new WeakMap<ScheduleDefinition, { minute: number; summary: ScheduleSummary }>()

/**
 * The run under way (the campaign is scheduled to run until `end`) or the next one to start, in the
 * schedule's own zone. `sameDay`: the end falls on the same local day as the start (or as now, while running),
 * so the end needs no weekday of its own.
 */
export function scheduleSummary(schedule: ScheduleDefinition, now: number): ScheduleSummary {
  const minute = Math.floor(now / MINUTE_MS)
  const cached = cache.get(schedule)
  if (cached?.minute === minute) return cached.summary
  const zone = schedule.timeZone
  const { current, next } = runAround(schedule, now)
  const summary: ScheduleSummary = current
    ? {
        kind: 'running',
        end: current.end,
        timeZone: zone,
        sameDay: localDayOf(now, zone) === localDayOf(current.end - 1, zone)
      }
    : next
      ? {
          kind: 'next',
          start: next.start,
          end: next.end,
          timeZone: zone,
          sameDay: localDayOf(next.start, zone) === localDayOf(next.end - 1, zone)
        }
      : { kind: 'over', timeZone: zone }
  cache.set(schedule, { minute, summary })
  return summary
}

/** The person's own zone: a schedule in it needs no zone name beside its times. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

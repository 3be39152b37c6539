/**
 * What is wrong with a schedule, field by field, in the words both sides use: the server answers 400 with the
 * first problem's field (`intervals.2.end`), the browser's form shows each problem under its field before
 * anything is sent. Formats are zod's business (the bodies' schemas); this checks what formats cannot say.
 */
import { isKnownTimeZone, isValidLocal, instantOfLocal } from './localTime'
import { occurrencesBetween } from './occurrences'
import { MAX_SCHEDULE_ENTRIES, type ScheduleDefinition } from './scheduleTypes'

export type ScheduleProblemKind =
  'timeZone' | 'dateTime' | 'endBeforeStart' | 'overlap' | 'untilBeforeStart' | 'tooMany' | 'tooLong'

export interface ScheduleProblem {
  /** the field, as a path: `timeZone`, `intervals.0.end`, `recurrences.1.until` */
  field: string
  kind: ScheduleProblemKind
}

const DAY_MS = 86_400_000
/** Overlaps are looked for over this long after the first run: every weekly pattern has repeated by then. */
const OVERLAP_HORIZON_MS = 8 * 7 * DAY_MS

export function scheduleProblems(schedule: ScheduleDefinition): ScheduleProblem[] {
  const problems: ScheduleProblem[] = []
  if (!isKnownTimeZone(schedule.timeZone)) return [{ field: 'timeZone', kind: 'timeZone' }]
  if (schedule.intervals.length + schedule.recurrences.length > MAX_SCHEDULE_ENTRIES)
    return [{ field: 'intervals', kind: 'tooMany' }]

  const entries = [
    ...schedule.intervals.map((entry, index) => ({ entry, field: `intervals.${index}` })),
    ...schedule.recurrences.map((entry, index) => ({ entry, field: `recurrences.${index}` }))
  ]
  for (const { entry, field } of entries) {
    if (!isValidLocal(entry.start)) problems.push({ field: `${field}.start`, kind: 'dateTime' })
    else if (!isValidLocal(entry.end)) problems.push({ field: `${field}.end`, kind: 'dateTime' })
    else if (instantOfLocal(entry.end, schedule.timeZone) <= instantOfLocal(entry.start, schedule.timeZone))
      problems.push({ field: `${field}.end`, kind: 'endBeforeStart' })
  }
  schedule.recurrences.forEach((rule, index) => {
    const field = `recurrences.${index}`
    if (rule.until && rule.until < rule.start.slice(0, 10))
      problems.push({ field: `${field}.until`, kind: 'untilBeforeStart' })
    // A run longer than its period would overlap the next one.
    const periodDays = rule.pattern === 'daily' ? rule.every : 1
    if (
      isValidLocal(rule.start) &&
      isValidLocal(rule.end) &&
      instantOfLocal(rule.end, schedule.timeZone) - instantOfLocal(rule.start, schedule.timeZone) >
        periodDays * DAY_MS
    )
      problems.push({ field: `${field}.end`, kind: 'tooLong' })
  })
  if (problems.length) return problems

  const first = Math.min(...entries.map(({ entry }) => instantOfLocal(entry.start, schedule.timeZone)))
  if (!Number.isFinite(first)) return problems
  const runs = occurrencesBetween(schedule, first, first + OVERLAP_HORIZON_MS)
  for (let i = 1; i < runs.length; i++) {
    const run = runs[i]!
    const clash = runs.slice(0, i).find(earlier => earlier.end > run.start)
    if (clash) {
      problems.push({
        field: `${run.source === 'interval' ? 'intervals' : 'recurrences'}.${run.index}`,
        kind: 'overlap'
      })
      break
    }
  }
  return problems
}

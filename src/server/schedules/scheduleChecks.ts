import type { ScheduleDefinition } from '@/shared/schedules/scheduleTypes'
import { scheduleProblems, type ScheduleProblem } from '@/shared/schedules/scheduleProblems'
import { MAX_SCHEDULE_ENTRIES } from '@/shared/schedules/scheduleTypes'
import { ApiError } from '@/server/access/ApiError'
import type { ScheduleChangeBody } from './scheduleBodies'

const SENTENCE: Record<ScheduleProblem['kind'], (field: string, schedule: ScheduleDefinition) => string> = {
  timeZone: (_, schedule) =>
    `timeZone: ${JSON.stringify(schedule.timeZone)} is not a time zone this server knows (an IANA name such as Europe/London).`,
  dateTime: field => `${field} is not a real date and time.`,
  endBeforeStart: field => `${field} must be after its start.`,
  overlap: field => `${field} overlaps an earlier run of the schedule.`,
  untilBeforeStart: field => `${field} is before the first run.`,
  tooMany: () => `a schedule holds at most ${MAX_SCHEDULE_ENTRIES} intervals and recurrences.`,
  tooLong: field => `${field}: the run lasts longer than its period, so it would overlap the next one.`
}

/** A body's schedule without its version. */
export const toScheduleDefinition = ({
  timeZone,
  intervals,
  recurrences
}: ScheduleChangeBody): ScheduleDefinition => ({
  timeZone,
  intervals,
  recurrences
})

/**
 * 400 `schedule.invalid` for what formats cannot say (scheduleProblems, shared with the browser's form): the
 * first problem's `field` (`intervals.2.end`) and `kind`, every problem in `problems`; nothing is sent to the
 * platform.
 */
export function throwIfScheduleProblems(schedule: ScheduleDefinition): void {
  const problems = scheduleProblems(schedule)
  const [first] = problems
  if (!first) return
  throw new ApiError(
    400,
    'schedule.invalid',
    `The schedule is not valid: ${SENTENCE[first.kind](first.field, schedule)}`,
    { details: { field: first.field, kind: first.kind, problems } }
  )
}

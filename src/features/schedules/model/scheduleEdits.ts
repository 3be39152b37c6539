/**
 * One run of a campaign's schedule as the interval form edits it, and the schedule that results: the form's
 * run replaces the entry it was opened on (an interval, or a recurrence: the whole series), or is added. Every
 * time is a wall-clock time in the schedule's zone; instants come from @date-fns/tz (src/shared/schedules).
 */
import {
  datePart,
  dayNumberOf,
  dateOfDayNumber,
  instantOfLocal,
  localOf,
  type LocalDate,
  type LocalDateTime,
  type ScheduleDefinition,
  type ScheduleInterval,
  type ScheduleProblem,
  type ScheduleProblemKind,
  type ScheduleRecurrence,
  type Weekday
} from '@/shared/schedules'

/** An entry of a schedule: `intervals[index]` or `recurrences[index]` (an Occurrence's source and index). */
export interface EntryRef {
  source: 'interval' | 'recurrence'
  index: number
}

export type Repeat = 'none' | 'daily' | 'weekly'
export type Ends = 'never' | 'until' | 'count'

export interface IntervalForm {
  campaignId: string
  start: LocalDateTime
  end: LocalDateTime
  timeZone: string
  repeat: Repeat
  /** as typed */
  every: string
  daysOfWeek: Weekday[]
  ends: Ends
  until: LocalDate
  /** as typed */
  count: string
}

export type FormField =
  'campaignId' | 'start' | 'end' | 'timeZone' | 'every' | 'daysOfWeek' | 'until' | 'count'
export type FormProblemKind = ScheduleProblemKind | 'required' | 'number'

/** The most the API takes: every 99 days or weeks, 999 runs. */
export const MAX_EVERY = 99
export const MAX_COUNT = 999
/** Each field's problem, and those of other runs of the schedule (`general`). */
export type FormProblems = Partial<Record<FormField | 'general', FormProblemKind>>

export const entryPath = (ref: EntryRef) =>
  `${ref.source === 'interval' ? 'intervals' : 'recurrences'}.${ref.index}`

/** The form of an existing entry (a recurrence: its first run and its rule). */
export function formOfEntry(campaignId: string, schedule: ScheduleDefinition, ref: EntryRef): IntervalForm {
  const base = { campaignId, timeZone: schedule.timeZone }
  if (ref.source === 'interval') {
    const interval = schedule.intervals[ref.index]!
    return { ...base, ...emptyRule(interval.start), start: interval.start, end: interval.end }
  }
  const rule = schedule.recurrences[ref.index]!
  return {
    ...base,
    start: rule.start,
    end: rule.end,
    repeat: rule.pattern,
    every: String(rule.every),
    daysOfWeek: [...rule.daysOfWeek],
    ends: rule.until ? 'until' : rule.count !== null ? 'count' : 'never',
    until: rule.until ?? datePart(rule.start),
    count: rule.count !== null ? String(rule.count) : '10'
  }
}

function emptyRule(start: LocalDateTime) {
  return {
    repeat: 'none' as Repeat,
    every: '1',
    daysOfWeek: [] as Weekday[],
    ends: 'never' as Ends,
    until: datePart(start),
    count: '10'
  }
}

/** A new run's form: `start`–`end` (instants) in `timeZone`. */
export function newForm(campaignId: string, start: number, end: number, timeZone: string): IntervalForm {
  const from = localOf(start, timeZone)
  return { campaignId, timeZone, start: from, end: localOf(end, timeZone), ...emptyRule(from) }
}

const wholeNumber = (text: string, max: number) =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max

/** What the form itself lacks (before the schedule's own rules are checked). */
export function formShapeProblems(form: IntervalForm): FormProblems {
  const problems: FormProblems = {}
  if (!form.campaignId) problems.campaignId = 'required'
  if (!form.start) problems.start = 'required'
  if (!form.end) problems.end = 'required'
  if (!form.timeZone) problems.timeZone = 'required'
  if (form.repeat !== 'none' && !wholeNumber(form.every, MAX_EVERY)) problems.every = 'number'
  if (form.repeat !== 'none' && form.ends === 'until' && !form.until) problems.until = 'required'
  if (form.repeat !== 'none' && form.ends === 'count' && !wholeNumber(form.count, MAX_COUNT))
    problems.count = 'number'
  return problems
}

/** The run of the form as a schedule entry. */
function entryOf(form: IntervalForm): ScheduleInterval | ScheduleRecurrence {
  if (form.repeat === 'none') return { start: form.start, end: form.end }
  return {
    start: form.start,
    end: form.end,
    pattern: form.repeat,
    every: Number(form.every),
    daysOfWeek: form.repeat === 'weekly' ? [...form.daysOfWeek].sort() : [],
    until: form.ends === 'until' ? form.until : null,
    count: form.ends === 'count' ? Number(form.count) : null
  }
}

/** A local date-time in another zone, at the same instant. */
const rezoned = (value: LocalDateTime, from: string, to: string) =>
  from === to ? value : localOf(instantOfLocal(value, from), to)

/**
 * The schedule with the form's run in place of `ref` (or added when `ref` is null), and the path of that run
 * in it (for the problems). A schedule in another zone keeps its other runs at their instants, written in the
 * new zone.
 */
export function applyForm(
  schedule: ScheduleDefinition | null,
  ref: EntryRef | null,
  form: IntervalForm
): { schedule: ScheduleDefinition; path: string } {
  const before = schedule ?? { timeZone: form.timeZone, intervals: [], recurrences: [] }
  const move = <T extends { start: LocalDateTime; end: LocalDateTime }>(entry: T): T => ({
    ...entry,
    start: rezoned(entry.start, before.timeZone, form.timeZone),
    end: rezoned(entry.end, before.timeZone, form.timeZone)
  })
  const intervals = before.intervals
    .filter((_, i) => !(ref?.source === 'interval' && ref.index === i))
    .map(move)
  const recurrences = before.recurrences
    .filter((_, i) => !(ref?.source === 'recurrence' && ref.index === i))
    .map(move)
  const entry = entryOf(form)
  if ('pattern' in entry) {
    recurrences.push(entry)
    return {
      schedule: { timeZone: form.timeZone, intervals, recurrences },
      path: `recurrences.${recurrences.length - 1}`
    }
  }
  intervals.push(entry)
  return {
    schedule: { timeZone: form.timeZone, intervals, recurrences },
    path: `intervals.${intervals.length - 1}`
  }
}

/** The schedule without one entry (a recurrence: the whole series). */
export function withoutEntry(schedule: ScheduleDefinition, ref: EntryRef): ScheduleDefinition {
  return {
    timeZone: schedule.timeZone,
    intervals: schedule.intervals.filter((_, i) => !(ref.source === 'interval' && ref.index === i)),
    recurrences: schedule.recurrences.filter((_, i) => !(ref.source === 'recurrence' && ref.index === i))
  }
}

export const isEmptySchedule = (schedule: ScheduleDefinition) =>
  schedule.intervals.length === 0 && schedule.recurrences.length === 0

const shiftDay = (day: Weekday, days: number) => ((((day - 1 + days) % 7) + 7) % 7) + 1

/**
 * The schedule with one entry moved or resized by a pointer: its start by `startBy` ms and its end by `endBy`
 * (a recurrence: every run of the series, its weekdays following when the runs change day).
 */
export function movedEntry(
  schedule: ScheduleDefinition,
  ref: EntryRef,
  startBy: number,
  endBy: number
): ScheduleDefinition {
  const zone = schedule.timeZone
  const shift = (value: LocalDateTime, by: number) =>
    by === 0 ? value : localOf(instantOfLocal(value, zone) + by, zone)
  if (ref.source === 'interval')
    return {
      ...schedule,
      intervals: schedule.intervals.map((interval, i) =>
        i === ref.index
          ? { start: shift(interval.start, startBy), end: shift(interval.end, endBy) }
          : interval
      )
    }
  return {
    ...schedule,
    recurrences: schedule.recurrences.map((rule, i) => {
      if (i !== ref.index) return rule
      const start = shift(rule.start, startBy)
      const days = dayNumberOf(datePart(start)) - dayNumberOf(datePart(rule.start))
      return {
        ...rule,
        start,
        end: shift(rule.end, endBy),
        daysOfWeek: rule.daysOfWeek.map(day => shiftDay(day, days) as Weekday).sort(),
        until: rule.until && days ? dateOfDayNumber(dayNumberOf(rule.until) + days) : rule.until
      }
    })
  }
}

const FORM_FIELDS: Record<string, FormField> = {
  start: 'start',
  end: 'end',
  until: 'until',
  timeZone: 'timeZone',
  every: 'every',
  count: 'count',
  daysOfWeek: 'daysOfWeek',
  pattern: 'every'
}

/**
 * Problems of a schedule (scheduleProblems, or the server's 400 `{field, kind}`) as the form shows them: those
 * of its own run under their field (an overlap under its start), the zone's under the zone, others' as general.
 */
export function formProblemsOf(problems: readonly ScheduleProblem[], path: string): FormProblems {
  const found: FormProblems = {}
  for (const { field, kind } of problems) {
    const own = field === path || field.startsWith(`${path}.`)
    const key: FormField | 'general' =
      field === 'timeZone'
        ? 'timeZone'
        : own
          ? (FORM_FIELDS[field.slice(path.length + 1)] ?? 'start')
          : 'general'
    found[key] ??= kind as FormProblemKind
  }
  return found
}

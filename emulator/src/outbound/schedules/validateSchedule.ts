/**
 * Checks a CampaignSchedule / SequenceSchedule body, every problem at once (400 invalid.property, one `details`
 * entry per field): intervals of local date-times whose end is after their start, a known IANA `timeZone`
 * (UTC by default), recurrences with a Daily or Weekly pattern and a NoEnd, EndDate or Numbered range, and at
 * least one interval or recurrence. The target named in the body, if any, must be the one in the path.
 */
import { randomUUID } from 'node:crypto'
import { isObject, Problems } from '../kit/bodyProblems'
import { fail, type Outcome } from '../outcome'
import { isKnownTimeZone, naiveMs, parseLocalDate, parseLocalDateTime } from './localTime'
import {
  PATTERN_TYPES,
  RANGE_TYPES,
  WEEKDAYS,
  type LocalInterval,
  type RecurrenceRecord,
  type ScheduleInput,
  type ScheduleKind,
  type Weekday
} from './scheduleRecord'

const EXAMPLE = 'a local date-time such as 2026-11-24T09:00:00.000 (no offset)'

function readInterval(value: unknown, field: string, problems: Problems): LocalInterval | undefined {
  if (!isObject(value)) {
    problems.add(field, 'invalid.value', `${field} must be an object {start, end}.`)
    return undefined
  }
  const start = parseLocalDateTime(value.start)
  const end = parseLocalDateTime(value.end)
  if (!start)
    problems.add(
      `${field}.start`,
      value.start === undefined ? 'required' : 'invalid.value',
      `${field}.start must be ${EXAMPLE}.`
    )
  if (!end)
    problems.add(
      `${field}.end`,
      value.end === undefined ? 'required' : 'invalid.value',
      `${field}.end must be ${EXAMPLE}.`
    )
  if (!start || !end) return undefined
  if (naiveMs(end) <= naiveMs(start)) {
    problems.add(`${field}.end`, 'invalid.value', `${field}.end must be after ${field}.start.`)
    return undefined
  }
  return { start, end }
}

const positiveInt = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1

function readRecurrence(value: unknown, field: string, problems: Problems): RecurrenceRecord | undefined {
  const times = readInterval(value, field, problems)
  if (!isObject(value)) return undefined
  const before = problems.details.length
  let timeZone: string | undefined
  if (value.timeZone !== undefined && value.timeZone !== null) {
    if (isKnownTimeZone(value.timeZone)) timeZone = value.timeZone
    else
      problems.add(
        `${field}.timeZone`,
        'invalid.value',
        `${field}.timeZone: unknown time zone ${JSON.stringify(value.timeZone)}.`
      )
  }
  const pattern = isObject(value.pattern) ? value.pattern : undefined
  const patternType = PATTERN_TYPES.find(type => type === pattern?.type)
  if (!patternType)
    problems.add(
      `${field}.pattern.type`,
      pattern ? 'invalid.value' : 'required',
      `${field}.pattern.type must be ${PATTERN_TYPES.join(' or ')}.`
    )
  const interval = pattern?.interval ?? 1
  if (!positiveInt(interval))
    problems.add(
      `${field}.pattern.interval`,
      'invalid.value',
      `${field}.pattern.interval must be a whole number from 1.`
    )
  const days = pattern?.daysOfWeek
  let daysOfWeek: Weekday[] | undefined
  if (patternType === 'Weekly') {
    if (!Array.isArray(days) || days.length === 0 || !days.every(day => WEEKDAYS.includes(day as Weekday)))
      problems.add(
        `${field}.pattern.daysOfWeek`,
        days === undefined ? 'required' : 'invalid.value',
        `${field}.pattern.daysOfWeek must list days such as ["Monday", "Tuesday"] (${WEEKDAYS.join(', ')}).`
      )
    else daysOfWeek = [...new Set(days as Weekday[])]
  }
  const range = isObject(value.range) ? value.range : undefined
  const rangeType = RANGE_TYPES.find(type => type === range?.type)
  if (!rangeType)
    problems.add(
      `${field}.range.type`,
      range ? 'invalid.value' : 'required',
      `${field}.range.type must be one of ${RANGE_TYPES.join(', ')}.`
    )
  const rangeEnd = rangeType === 'EndDate' ? parseLocalDate(range?.end) : undefined
  if (rangeType === 'EndDate') {
    if (!rangeEnd)
      problems.add(
        `${field}.range.end`,
        range?.end === undefined ? 'required' : 'invalid.value',
        `${field}.range.end must be a local date such as 2026-12-31.`
      )
    else if (
      times &&
      naiveMs(rangeEnd) < naiveMs({ ...times.start, hour: 0, minute: 0, second: 0, millisecond: 0 })
    )
      problems.add(
        `${field}.range.end`,
        'invalid.value',
        `${field}.range.end must not be before the first occurrence.`
      )
  }
  const count = range?.numberOfOccurrences
  if (rangeType === 'Numbered' && !positiveInt(count))
    problems.add(
      `${field}.range.numberOfOccurrences`,
      count === undefined ? 'required' : 'invalid.value',
      `${field}.range.numberOfOccurrences must be a whole number from 1.`
    )
  if (!times || !patternType || !rangeType || problems.details.length > before) return undefined
  return {
    ...times,
    id: typeof value.id === 'string' && value.id ? value.id : randomUUID(),
    timeZone,
    pattern: { type: patternType, interval: interval as number, daysOfWeek },
    range: {
      type: rangeType,
      end: rangeEnd,
      numberOfOccurrences: rangeType === 'Numbered' ? (count as number) : undefined
    }
  }
}

export function validateSchedule(
  value: unknown,
  kind: ScheduleKind,
  targetId: string
): Outcome<ScheduleInput> {
  if (!isObject(value))
    return fail(
      400,
      'bad.request',
      `The request body must be a ${kind === 'campaign' ? 'CampaignSchedule' : 'SequenceSchedule'} object.`
    )
  const problems = new Problems()
  const timeZone =
    value.timeZone === undefined || value.timeZone === null || value.timeZone === '' ? 'UTC' : value.timeZone
  if (!isKnownTimeZone(timeZone))
    problems.add(
      'timeZone',
      'invalid.value',
      `timeZone: unknown time zone ${JSON.stringify(timeZone)} (an IANA name such as Europe/London).`
    )

  const intervals: LocalInterval[] = []
  if (!Array.isArray(value.intervals)) {
    problems.add(
      'intervals',
      value.intervals === undefined ? 'required' : 'invalid.value',
      'intervals must be a list of {start, end} (it may be empty when recurrences are given).'
    )
  } else {
    value.intervals.forEach((item, i) => {
      const interval = readInterval(item, `intervals[${i}]`, problems)
      if (interval) intervals.push(interval)
    })
  }
  const recurrences: RecurrenceRecord[] = []
  if (value.recurrences !== undefined && value.recurrences !== null) {
    if (!Array.isArray(value.recurrences))
      problems.add('recurrences', 'invalid.value', 'recurrences must be a list.')
    else
      value.recurrences.forEach((item, i) => {
        const recurrence = readRecurrence(item, `recurrences[${i}]`, problems)
        if (recurrence) recurrences.push(recurrence)
      })
  }
  if (!problems.any && intervals.length === 0 && recurrences.length === 0)
    problems.add('intervals', 'required', 'A schedule needs at least one interval or recurrence.')

  const target = value[kind]
  if (target !== undefined && target !== null) {
    const id = isObject(target) ? target.id : undefined
    if (id !== undefined && id !== targetId)
      problems.add(`${kind}.id`, 'invalid.value', `${kind}.id must be the ${kind} in the path (${targetId}).`)
  }
  if (problems.any) return problems.failure(`${kind} schedule`)
  return { ok: true, value: { intervals, recurrences, timeZone: timeZone as string } }
}

import { z } from 'zod'
import {
  LOCAL_DATE,
  LOCAL_DATE_TIME,
  LOCAL_TIME,
  RECURRENCE_PATTERNS,
  SEQUENCE_STATUSES,
  type Weekday
} from '@/shared/schedules/scheduleTypes'
import { isKnownTimeZone } from '@/shared/schedules/localTime'
import { humanNameSchema } from '@/shared/text/humanName'
import { entityIdSchema } from '@/server/campaigns/campaignIds'
import { given, wholeNumber as wholeNumberText } from '@/server/http/queryParams'

/**
 * The schedules API's bodies, `{data: …}` as every body of this API (docs/schedules.md), checked field by field
 * at the edge: formats, ranges and sizes (a 400 `request.invalid` naming the field). What formats cannot say
 * about a schedule (an end before its start, overlapping runs, an unknown time zone) is scheduleProblems'
 * (src/shared/schedules), answered as 400 `schedule.invalid` by the services.
 */

/** A schedule's body is at most this large: 100 entries of a few hundred bytes. */
export const MAX_SCHEDULE_BODY_BYTES = 64 * 1024
/** Sizes that bound a body; the contract's own limit (MAX_SCHEDULE_ENTRIES) is scheduleProblems' `tooMany`. */
const MAX_ENTRIES_READ = 1_000
const MAX_EVERY = 99
const MAX_COUNT = 999
const MAX_CALLABLE_TIMES = 50
const MAX_SLOTS = 7 * 24
/** the most campaigns one sequence runs */
export const MAX_SEQUENCE_CAMPAIGNS = 100

const localDateTime = (name: string) =>
  z
    .string({ error: `${name} must be a local date-time such as 2026-11-24T09:00.` })
    .regex(
      LOCAL_DATE_TIME,
      `${name} must be a local date-time such as 2026-11-24T09:00 (no seconds, no offset).`
    )

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`
  return z.number({ error: message }).int(message).min(min, message).max(max, message)
}

/** An ISO weekday, 1 (Monday) to 7 (Sunday), as the contract types it. */
const weekday = (name: string) => wholeNumber(name, 1, 7).transform(day => day as Weekday)

const version = z
  .number({ error: 'version must be the version you read (a whole number).' })
  .int('version must be the version you read (a whole number).')
  .min(0, 'version must be the version you read (a whole number).')

const intervalSchema = z.strictObject({ start: localDateTime('start'), end: localDateTime('end') })

const recurrenceSchema = z
  .strictObject({
    start: localDateTime('start'),
    end: localDateTime('end'),
    pattern: z.enum(RECURRENCE_PATTERNS, { error: `pattern must be ${RECURRENCE_PATTERNS.join(' or ')}.` }),
    every: wholeNumber('every', 1, MAX_EVERY).default(1),
    daysOfWeek: z
      .array(weekday('daysOfWeek'), { error: 'daysOfWeek must be a list of weekdays 1 (Monday) to 7.' })
      .max(7, 'daysOfWeek names each day once.')
      .refine(days => new Set(days).size === days.length, 'daysOfWeek names each day once.')
      .default([]),
    until: z
      .string({ error: 'until must be a local date such as 2026-12-31, or null.' })
      .regex(LOCAL_DATE, 'until must be a local date such as 2026-12-31, or null.')
      .nullable()
      .default(null),
    count: wholeNumber('count', 1, MAX_COUNT).nullable().default(null)
  })
  .refine(rule => rule.until === null || rule.count === null, {
    message: 'until and count: give one of them (or neither: it repeats for ever).',
    path: ['count']
  })

const scheduleFields = {
  timeZone: z
    .string({ error: 'timeZone must be an IANA time zone such as Europe/London.' })
    .min(1, 'timeZone must be an IANA time zone such as Europe/London.')
    .max(64, 'timeZone must be an IANA time zone such as Europe/London.'),
  intervals: z
    .array(intervalSchema, { error: 'intervals must be a list of {start, end}.' })
    .max(MAX_ENTRIES_READ, `intervals may hold ${MAX_ENTRIES_READ} entries at most.`)
    .default([]),
  recurrences: z
    .array(recurrenceSchema, { error: 'recurrences must be a list.' })
    .max(MAX_ENTRIES_READ, `recurrences may hold ${MAX_ENTRIES_READ} entries at most.`)
    .default([])
}

/**
 * PUT /api/campaigns/{id}/schedule and /api/sequences/{id}/schedule: `{data: ScheduleChange}` — the whole
 * schedule (time zone, intervals, recurrences: at least one run; DELETE removes a schedule) and the `version`
 * read, absent when there was none.
 */
export const scheduleChangeBodySchema = z.strictObject({
  data: z
    .strictObject({ ...scheduleFields, version: version.optional() })
    .refine(schedule => schedule.intervals.length + schedule.recurrences.length > 0, {
      message: 'intervals: a schedule needs at least one interval or recurrence (DELETE removes a schedule).',
      path: ['intervals']
    })
})
export type ScheduleChangeBody = z.output<typeof scheduleChangeBodySchema>['data']

const slotSchema = z
  .strictObject({
    day: weekday('day'),
    start: z
      .string({ error: 'start must be a time such as 08:00.' })
      .regex(LOCAL_TIME, 'start must be a time such as 08:00.'),
    stop: z
      .string({ error: 'stop must be a time such as 21:00.' })
      .regex(LOCAL_TIME, 'stop must be a time such as 21:00.')
  })
  // the platform's slots end after they start, within the day (00:00: at midnight)
  .refine(slot => slot.stop === '00:00' || slot.stop > slot.start, {
    message: 'stop must be after start (00:00 for midnight).',
    path: ['stop']
  })

const callableTimeSchema = z.strictObject({
  timeZone: z
    .string({ error: 'timeZone must be an IANA time zone such as Europe/London.' })
    .refine(isKnownTimeZone, 'timeZone must be an IANA time zone such as Europe/London.'),
  slots: z
    .array(slotSchema, { error: 'slots must be a list of {day, start, stop}.' })
    .min(1, 'slots: give at least one slot.')
    .max(MAX_SLOTS, `slots may hold ${MAX_SLOTS} entries at most.`)
})

const callableTimeSetFields = {
  name: humanNameSchema('name'),
  callableTimes: z
    .array(callableTimeSchema, { error: 'callableTimes must be a list of {timeZone, slots}.' })
    .min(1, 'callableTimes: give the hours of at least one time zone.')
    .max(MAX_CALLABLE_TIMES, `callableTimes may hold ${MAX_CALLABLE_TIMES} time zones at most.`)
    .superRefine((times, ctx) => {
      const seen = new Set<string>()
      times.forEach((time, index) => {
        if (seen.has(time.timeZone))
          ctx.addIssue({
            code: 'custom',
            message: `callableTimes names ${time.timeZone} twice: one entry per time zone.`,
            path: [index, 'timeZone']
          })
        seen.add(time.timeZone)
      })
    })
}

/** POST /api/callable-time-sets: `{data: {name, callableTimes}}`. */
export const createCallableTimeSetBodySchema = z.strictObject({
  data: z.strictObject(callableTimeSetFields)
})
/** PUT /api/callable-time-sets/{id}: `{data: {version, name, callableTimes}}` (the whole set). */
export const updateCallableTimeSetBodySchema = z.strictObject({
  data: z.strictObject({ ...callableTimeSetFields, version })
})
export type CallableTimeSetBody = z.output<typeof createCallableTimeSetBodySchema>['data']
export type CallableTimeSetUpdateBody = z.output<typeof updateCallableTimeSetBodySchema>['data']

const sequenceFields = {
  name: humanNameSchema('name'),
  campaignIds: z
    .array(entityIdSchema('campaignIds'), { error: 'campaignIds must be a list of campaign ids.' })
    .min(1, 'campaignIds must name at least one campaign.')
    .max(MAX_SEQUENCE_CAMPAIGNS, `campaignIds may name ${MAX_SEQUENCE_CAMPAIGNS} campaigns at most.`)
    .refine(ids => new Set(ids).size === ids.length, 'campaignIds must name each campaign once.'),
  repeat: z.boolean({ error: 'repeat must be true or false.' }).default(false)
}

/** POST /api/sequences: `{data: {name, campaignIds, repeat?}}`. */
export const createSequenceBodySchema = z.strictObject({ data: z.strictObject(sequenceFields) })
/** PUT /api/sequences/{id}: `{data: {version, name, campaignIds, repeat}}` (the whole sequence). */
export const updateSequenceBodySchema = z.strictObject({
  data: z.strictObject({ ...sequenceFields, version })
})
export type SequenceBody = z.output<typeof createSequenceBodySchema>['data']
export type SequenceUpdateBody = z.output<typeof updateSequenceBodySchema>['data']

const RUN_STATUSES = SEQUENCE_STATUSES.filter(status => status !== 'complete') as ['on', 'off']

/** POST /api/sequences/{id}/status: `{data: {status: 'on' | 'off'}}` starts or stops the sequence. */
export const sequenceStatusBodySchema = z.strictObject({
  data: z.strictObject({
    status: z.enum(RUN_STATUSES, { error: 'status must be on or off.' })
  })
})

/** The `[id]` of every schedules route (a campaign's, a set's or a sequence's). */
export const scheduleIdQuerySchema = z.strictObject({ id: entityIdSchema('id') })

/**
 * DELETE /api/campaigns/{id}/schedule and /api/sequences/{id}/schedule: the `[id]`, and optionally `version`, the
 * version the person read: given, a schedule changed (or deleted) since is a 409 `schedule.conflict` instead.
 */
export const deleteScheduleQuerySchema = z.strictObject({
  id: entityIdSchema('id'),
  version: given('version', wholeNumberText('version', 0, 1_000_000_000))
})

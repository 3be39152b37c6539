import { z } from 'zod'
import { domainRefSchema } from './outboundModels'

/**
 * The parts of the platform's schedule models this app reads (the SDK's index.d.ts: CampaignSchedule,
 * SequenceSchedule, ScheduleInterval, Reoccurrence, Pattern, Range, CallableTimeSet, CallableTime,
 * CampaignTimeSlot, CampaignSequence). Tolerant like contactListModels.ts: an odd field becomes absent or its
 * default rather than failing the call; the entries of a list (intervals, recurrences, time slots, listing
 * entities) are parsed one by one by the mapping (scheduleMapping.ts), so one malformed entry does not hide the
 * others. Objects stay loose: what this app does not know is kept.
 */
const optionalString = z.string().min(1).optional().catch(undefined)
const version = z.number().int().nonnegative().catch(0)

/** ScheduleInterval: local date-times (`2026-11-24T09:00:00.000`) in the schedule's zone. */
export const scheduleIntervalSchema = z.looseObject({ start: z.string(), end: z.string() })
export type PlatformScheduleInterval = z.output<typeof scheduleIntervalSchema>

/** Reoccurrence: the first occurrence's local times, how it repeats (Pattern) and for how long (Range). */
export const reoccurrenceSchema = z.looseObject({
  id: optionalString,
  start: z.string(),
  end: z.string(),
  timeZone: optionalString,
  pattern: z.looseObject({
    type: z.string(),
    interval: z.number().int().positive().catch(1),
    daysOfWeek: z.array(z.string()).catch([])
  }),
  range: z
    .looseObject({
      type: z.string().catch('NoEnd'),
      end: optionalString,
      numberOfOccurrences: z.number().int().positive().optional().catch(undefined)
    })
    .catch({ type: 'NoEnd' })
})
export type PlatformReoccurrence = z.output<typeof reoccurrenceSchema>

const scheduleFields = {
  id: optionalString,
  version,
  dateCreated: optionalString,
  dateModified: optionalString,
  // entries are checked one by one (scheduleMapping.ts)
  intervals: z.array(z.unknown()).catch([]),
  recurrences: z.array(z.unknown()).catch([]),
  timeZone: z.string().min(1).catch('UTC')
}

/** CampaignSchedule: a campaign's runs (GET/PUT /api/v2/outbound/schedules/campaigns/{campaignId}). */
export const campaignScheduleSchema = z.looseObject({ ...scheduleFields, campaign: domainRefSchema })
export type PlatformCampaignSchedule = z.output<typeof campaignScheduleSchema>

/** SequenceSchedule: when a sequence runs (…/schedules/sequences/{sequenceId}). */
export const sequenceScheduleSchema = z.looseObject({ ...scheduleFields, sequence: domainRefSchema })
export type PlatformSequenceSchedule = z.output<typeof sequenceScheduleSchema>

/** The schedules' listings are plain arrays (not entity listings); entries are checked one by one. */
export const scheduleArraySchema = z.array(z.unknown()).catch([])

/** CampaignTimeSlot: `08:00:00`–`21:00:00` on `day` (1 = Monday … 7 = Sunday). */
export const campaignTimeSlotSchema = z.looseObject({
  startTime: z.string(),
  stopTime: z.string(),
  day: z.number().int()
})
export type PlatformCampaignTimeSlot = z.output<typeof campaignTimeSlotSchema>

export const callableTimeSchema = z.looseObject({
  timeZoneId: z.string().min(1),
  timeSlots: z.array(z.unknown()).catch([])
})

/** CallableTimeSet: the hours contacts may be called, per time zone. */
export const callableTimeSetSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  version,
  dateCreated: optionalString,
  dateModified: optionalString,
  callableTimes: z.array(z.unknown()).catch([])
})
export type PlatformCallableTimeSet = z.output<typeof callableTimeSetSchema>

/** CampaignSequence: campaigns run one after the other. */
export const campaignSequenceSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().catch(''),
  version,
  dateCreated: optionalString,
  dateModified: optionalString,
  campaigns: z.array(domainRefSchema).catch([]),
  currentCampaign: z.number().int().nonnegative().catch(0),
  status: z.string().catch('off'),
  stopMessage: optionalString,
  repeat: z.boolean().catch(false)
})
export type PlatformCampaignSequence = z.output<typeof campaignSequenceSchema>

import { z } from 'zod'
import { readEntities } from './outboundModels'
import type { PlatformSession } from './outboundApi'
import {
  callableTimeSetSchema,
  campaignScheduleSchema,
  campaignSequenceSchema,
  scheduleArraySchema,
  sequenceScheduleSchema,
  type PlatformCallableTimeSet,
  type PlatformCampaignSchedule,
  type PlatformSequenceSchedule
} from './scheduleModels'
import { versionedObjectApi } from './versionedObjectApi'

/**
 * The platform's schedule calls (Outbound API): campaign schedules, callable time sets, campaign sequences and
 * their schedules. Schedules are keyed by their campaign or sequence, one function per call; sets and sequences
 * are versioned objects (versionedObjectApi). The permissions are the platform's (docs/schedules.md).
 */
const CAMPAIGN_SCHEDULES = '/api/v2/outbound/schedules/campaigns'
const SEQUENCE_SCHEDULES = '/api/v2/outbound/schedules/sequences'
const CALLABLE_TIME_SETS = '/api/v2/outbound/callabletimesets'
const SEQUENCES = '/api/v2/outbound/sequences'
const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`
const ignoredBody = z.unknown()

/** A schedule's body for a PUT: intervals, recurrences, time zone (scheduleMapping.toPlatformSchedule). */
export type PlatformScheduleBody = Record<string, unknown>

// ---- campaign schedules (outbound:schedule:view | edit | delete)

/** GET /api/v2/outbound/schedules/campaigns: every campaign schedule of the organisation (an array). */
export async function listCampaignSchedules({
  platform,
  token
}: PlatformSession): Promise<PlatformCampaignSchedule[]> {
  const answer = await platform.request(token, {
    method: 'GET',
    path: CAMPAIGN_SCHEDULES,
    schema: scheduleArraySchema
  })
  return readEntities(answer, campaignScheduleSchema)
}

/** GET /api/v2/outbound/schedules/campaigns/{campaignId} (404: the campaign has no schedule) */
export const getCampaignSchedule = ({ platform, token }: PlatformSession, campaignId: string) =>
  platform.request(token, {
    method: 'GET',
    path: one(CAMPAIGN_SCHEDULES, campaignId),
    schema: campaignScheduleSchema
  })

/**
 * PUT /api/v2/outbound/schedules/campaigns/{campaignId}: the whole schedule, with the version it was read at when
 * it exists (409 when someone changed it meanwhile).
 */
export const putCampaignSchedule = (
  { platform, token }: PlatformSession,
  campaignId: string,
  schedule: PlatformScheduleBody
) =>
  platform.request(token, {
    method: 'PUT',
    path: one(CAMPAIGN_SCHEDULES, campaignId),
    body: { ...schedule, campaign: { id: campaignId } },
    schema: campaignScheduleSchema
  })

/** DELETE /api/v2/outbound/schedules/campaigns/{campaignId} */
export const deleteCampaignSchedule = async ({ platform, token }: PlatformSession, campaignId: string) => {
  await platform.request(token, {
    method: 'DELETE',
    path: one(CAMPAIGN_SCHEDULES, campaignId),
    schema: ignoredBody
  })
}

// ---- sequence schedules (outbound:schedule:view | edit | delete)

/** GET /api/v2/outbound/schedules/sequences: every sequence schedule (an array). */
export async function listSequenceSchedules({
  platform,
  token
}: PlatformSession): Promise<PlatformSequenceSchedule[]> {
  const answer = await platform.request(token, {
    method: 'GET',
    path: SEQUENCE_SCHEDULES,
    schema: scheduleArraySchema
  })
  return readEntities(answer, sequenceScheduleSchema)
}

/** GET /api/v2/outbound/schedules/sequences/{sequenceId} (404: none) */
export const getSequenceSchedule = ({ platform, token }: PlatformSession, sequenceId: string) =>
  platform.request(token, {
    method: 'GET',
    path: one(SEQUENCE_SCHEDULES, sequenceId),
    schema: sequenceScheduleSchema
  })

/** PUT /api/v2/outbound/schedules/sequences/{sequenceId} (with the version when it exists; 409 when stale) */
export const putSequenceSchedule = (
  { platform, token }: PlatformSession,
  sequenceId: string,
  schedule: PlatformScheduleBody
) =>
  platform.request(token, {
    method: 'PUT',
    path: one(SEQUENCE_SCHEDULES, sequenceId),
    body: { ...schedule, sequence: { id: sequenceId } },
    schema: sequenceScheduleSchema
  })

/** DELETE /api/v2/outbound/schedules/sequences/{sequenceId} */
export const deleteSequenceSchedule = async ({ platform, token }: PlatformSession, sequenceId: string) => {
  await platform.request(token, {
    method: 'DELETE',
    path: one(SEQUENCE_SCHEDULES, sequenceId),
    schema: ignoredBody
  })
}

// ---- callable time sets (outbound:callableTimeSet:view | add | edit | delete)

/** /api/v2/outbound/callabletimesets: list, get, create, update with its version, delete */
export const callableTimeSets = versionedObjectApi({
  path: CALLABLE_TIME_SETS,
  schema: callableTimeSetSchema
})

/** GET /api/v2/outbound/callabletimesets, every page */
export const listCallableTimeSets = (session: PlatformSession): Promise<PlatformCallableTimeSet[]> =>
  callableTimeSets.list(session)

/** GET /api/v2/outbound/callabletimesets/{id} */
export const getCallableTimeSet = (session: PlatformSession, id: string): Promise<PlatformCallableTimeSet> =>
  callableTimeSets.get(session, id)

// ---- campaign sequences (outbound:campaignSequence:view | add | edit | delete); a PUT with `status` on or off
// starts or stops one

/** /api/v2/outbound/sequences: list, get, create, update with its version, delete */
export const sequences = versionedObjectApi({ path: SEQUENCES, schema: campaignSequenceSchema })

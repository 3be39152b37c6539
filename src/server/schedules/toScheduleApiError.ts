import { callForObject, type ObjectWords } from '@/server/outbound/callForObject'
import { PlatformError } from '@/server/platform'

/** What a missing entity and a stale version are called, per kind of thing the call is about. */
export const SCHEDULE_SUBJECTS = {
  campaign: {
    notFound: ['campaign.not_found', 'There is no such campaign in your organization.'],
    conflict: ['schedule.conflict', 'Someone changed this schedule after you opened it.']
  },
  sequence: {
    notFound: ['sequence.not_found', 'There is no such campaign sequence in your organization.'],
    conflict: ['sequence.conflict', 'Someone changed this sequence after you opened it.']
  },
  callableTimeSet: {
    notFound: ['callableTimeSet.not_found', 'There is no such callable time set in your organization.'],
    conflict: ['callableTimeSet.conflict', 'Someone changed this callable time set after you opened it.']
  }
} as const satisfies Record<string, ObjectWords>

export type ScheduleSubject = keyof typeof SCHEDULE_SUBJECTS

/**
 * Runs platform calls, answering a failure as the schedules API's error: a missing entity and a stale version in
 * the subject's own words (callForObject), everything else as for campaigns.
 */
export const callForSchedules = <T>(
  subject: ScheduleSubject,
  permission: string,
  call: () => Promise<T>
): Promise<T> => callForObject(SCHEDULE_SUBJECTS[subject], permission, call)

/** A read that may find nothing (a campaign without a schedule): the platform's 404 is null. */
export async function orNone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null
    throw error
  }
}

/** A read the person may not be allowed (403) or the platform may not have (404): nothing, not a failure. */
export async function optionalRead<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof PlatformError && (error.kind === 'forbidden' || error.status === 404)) return []
    throw error
  }
}

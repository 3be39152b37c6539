import type { StoredSchedule } from '@/shared/schedules/scheduleDefinition'
import type { Caller } from '@/server/access/Caller'
import { hashToken } from '@/server/auth'
import { serverLog } from '@/server/logging/serverLog'
import { PlatformError } from '@/server/platform'
import { getCampaignSchedule, listCampaignSchedules } from '@/server/platform/scheduleApi'
import { toStoredSchedule } from '@/server/platform/scheduleMapping'
import { announceScheduleChanges } from './announceCampaignChanges'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { grantsPermission } from './grantsPermission'

/** what reading campaign schedules needs */
export const SCHEDULE_VIEW_PERMISSION = 'outbound:schedule:view'

const mayReadSchedules = (caller: Caller) =>
  !caller.platformPermissions || grantsPermission(caller.platformPermissions, SCHEDULE_VIEW_PERMISSION)

function logIfOurs(error: unknown) {
  // a refusal (403: the person may not read schedules) is the person's business; an outage is the operators'
  if (error instanceof PlatformError && error.kind === 'forbidden') return
  serverLog.warning('Campaign schedules could not be read: {Reason}', {
    Reason: error instanceof Error ? error.message : String(error)
  })
}

/** A read is shared this long after it answers: a burst of calls costs one (as progress, PROGRESS_INTERVAL_MS). */
export const SCHEDULES_REUSE_MS = 2_000

/**
 * Every campaign schedule of the organisation by campaign id (one GET /outbound/schedules/campaigns), for the
 * overview's rows; undefined when they cannot be read — the person lacks outbound:schedule:view (known from
 * the token's validation: no call is made), or the call failed — which never fails the overview: its rows
 * then carry no `schedule`. Concurrent calls of one person share the read under way; nothing is kept after.
 */
export function readCampaignSchedules(
  deps: CampaignDeps,
  caller: Caller
): Promise<Map<string, StoredSchedule> | undefined> {
  if (!mayReadSchedules(caller)) return Promise.resolve(undefined)
  const key = hashToken(caller.platformToken)
  const kept = deps.state.scheduleReads.get(key)
  if (kept && (kept.answeredAt === null || deps.now() - kept.answeredAt < SCHEDULES_REUSE_MS))
    return kept.read
  const entry: { read: Promise<Map<string, StoredSchedule> | undefined>; answeredAt: number | null } = {
    read: listCampaignSchedules(sessionOf(deps, caller)).then(
      schedules => {
        entry.answeredAt = deps.now()
        return new Map(schedules.map(schedule => [schedule.campaign.id, toStoredSchedule(schedule)] as const))
      },
      (error: unknown) => {
        // a failure is not kept: the next call asks again
        if (deps.state.scheduleReads.get(key) === entry) deps.state.scheduleReads.delete(key)
        logIfOurs(error)
        return undefined
      }
    ),
    answeredAt: null
  }
  deps.state.scheduleReads.set(key, entry)
  // the answered reads of people who went away are dropped (the map holds at most the last few seconds)
  for (const [other, read] of deps.state.scheduleReads)
    if (read.answeredAt !== null && deps.now() - read.answeredAt >= SCHEDULES_REUSE_MS)
      deps.state.scheduleReads.delete(other)
  return entry.read
}

/**
 * After a schedule change through this server: the next overview reads the schedules again, here and on the
 * other server processes (told in the background: their reads are only kept SCHEDULES_REUSE_MS anyway).
 */
export function forgetCampaignSchedules(deps: Pick<CampaignDeps, 'state'>): void {
  deps.state.scheduleReads.clear()
  void announceScheduleChanges()
}

/**
 * One campaign's schedule (GET /outbound/schedules/campaigns/{id}) for its page: null when it has none (404),
 * undefined when it cannot be read (as readCampaignSchedules).
 */
export async function readCampaignSchedule(
  deps: CampaignDeps,
  caller: Caller,
  campaignId: string
): Promise<StoredSchedule | null | undefined> {
  if (!mayReadSchedules(caller)) return undefined
  try {
    return toStoredSchedule(await getCampaignSchedule(sessionOf(deps, caller), campaignId))
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null
    logIfOurs(error)
    return undefined
  }
}

/** A row with its schedule when the schedules were read (left as it is otherwise: the field stays absent). */
export const withSchedule = <T extends { id: string }>(
  row: T,
  schedule: StoredSchedule | null | undefined
): T & { schedule?: StoredSchedule | null } => (schedule === undefined ? row : { ...row, schedule })

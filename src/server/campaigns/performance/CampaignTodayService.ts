import {
  type CampaignToday,
  type CampaignTodayEvent,
  type CampaignTodayEventsProblem,
  type CampaignTodayHealth,
  EVENT_LOG_PERMISSION
} from '@/shared/campaigns/campaignTodayTypes'
import type { MissingPermissions } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { serverLog } from '@/server/logging/serverLog'
import { diagnosticsApi, PlatformError } from '@/server/platform'
import { callPlatform } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import { grantsPermission } from '../grantsPermission'
import { campaignEvents, todayHealth } from './campaignTodayMapping'
import { readTodayActivity } from './readTodayActivity'

/** what reading the diagnostics summary (the state and health windows) needs, named when its 403 does not say */
export const DIAGNOSTIC_SUMMARY_PERMISSION = 'outbound:campaignDiagnostic:view'

/** the window "today at a glance" shows: the last 24 hours until now */
export const TODAY_WINDOW_MS = 24 * 60 * 60_000

/** a page of the organisation's event log, newest first (the platform's largest): it has no filter by campaign */
export const TODAY_EVENTS_PAGE_SIZE = 100

/**
 * How many pages of the event log one answer reads at most, back to the window's start: 5 calls (500 events of
 * the whole organisation) while the page asks every minute; a busier day's older events are said to be left out.
 */
export const TODAY_EVENTS_MAX_PAGES = 5

type EventsRead =
  | { events: CampaignTodayEvent[]; problem: null; olderUnread: CampaignToday['eventsOlderUnread'] }
  | { events: null; problem: CampaignTodayEventsProblem; olderUnread?: undefined }

type HealthRead = { health: CampaignTodayHealth; refused: MissingPermissions | null }

const NO_HEALTH: CampaignTodayHealth = { states: [], health: [] }

/**
 * A campaign's page, "Today at a glance" (GET /api/campaigns/:id/today): over the last 24 hours, its calls per
 * interval from the platform's analytics (whoever watched: readTodayActivity.ts), the campaign's state and health
 * windows (the diagnostics summary) and the dialer's events about it. Three platform calls at once (the
 * aggregate query, the summary and the event log's first page; more pages, at most TODAY_EVENTS_MAX_PAGES, when
 * a busy log's first does not reach back to the window's start), none for what the person's permissions do not
 * open: `activityUnavailable`, `events: null` and why, `healthUnavailable`. A summary the platform refuses
 * (outbound:campaignDiagnostic:view) leaves the state and health empty with `healthUnavailable` naming the
 * permission; the rest is answered. Nothing is cached but an analytics refusal (10 minutes, as the wall's).
 */
export class CampaignTodayService {
  constructor(private readonly deps: CampaignDeps) {}

  async today(caller: Caller, id: string): Promise<CampaignToday> {
    const now = this.deps.now()
    const since = now - TODAY_WINDOW_MS
    const from = new Date(since).toISOString()
    const to = new Date(now).toISOString()
    const session = sessionOf(this.deps, caller)
    const [health, events, activity] = await Promise.all([
      readHealth(
        caller,
        () => diagnosticsApi.getCampaignDiagnosticsSummary(session, id, from, to),
        since,
        now
      ),
      this.readEvents(caller, id, since),
      readTodayActivity(this.deps, caller, id, now, TODAY_WINDOW_MS)
    ])
    return {
      campaignId: id,
      from,
      to,
      activity: activity.activity,
      activityUnavailable: activity.problem,
      events: events.events,
      eventsUnavailable: events.problem,
      eventsOlderUnread: events.olderUnread ?? null,
      health: health.health,
      healthUnavailable: health.refused
    }
  }

  /**
   * The campaign's events of the window, from the event log read back to the window's start. Never fails the
   * answer: a person without outbound:eventLog:view (known from the token's validation: no call is made, or the
   * platform's 403) gets `noPermission`, any other failure `failed`.
   */
  private async readEvents(caller: Caller, id: string, since: number): Promise<EventsRead> {
    if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, EVENT_LOG_PERMISSION))
      return { events: null, problem: 'noPermission' }
    try {
      const read = await diagnosticsApi.listDialerEventsSince(
        sessionOf(this.deps, caller),
        since,
        TODAY_EVENTS_MAX_PAGES,
        TODAY_EVENTS_PAGE_SIZE
      )
      // the campaign's name, when a snapshot has it (no call): events that only name it in their message
      const name = this.deps.state.snapshots.find(caller.orgId, id)?.campaign.name
      const oldest = read.events.at(-1)?.timestamp
      return {
        events: campaignEvents(read.events, id, since, name ? [name] : []),
        problem: null,
        olderUnread:
          read.truncated && oldest
            ? { before: oldest, limit: TODAY_EVENTS_MAX_PAGES * TODAY_EVENTS_PAGE_SIZE }
            : null
      }
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'forbidden')
        return { events: null, problem: 'noPermission' }
      serverLog.warning('The dialer event log could not be read for a campaign: {Reason}', {
        Reason: error instanceof Error ? error.message : String(error)
      })
      return { events: null, problem: 'failed' }
    }
  }
}

/**
 * The state and health windows of the diagnostics summary. Its 403 (the person lacks
 * outbound:campaignDiagnostic:view, which seeing the campaign does not give) is no failure of the answer: empty
 * windows and what the platform asked for. Every other failure fails the answer, as before (a 404: no campaign).
 * When the token's validation listed the person's permissions and they lack that one, the summary is not asked
 * at all (a viewer's page cost the platform a refused call a minute); otherwise the platform decides.
 */
async function readHealth(
  caller: Caller,
  read: () => ReturnType<typeof diagnosticsApi.getCampaignDiagnosticsSummary>,
  since: number,
  now: number
): Promise<HealthRead> {
  if (
    caller.platformPermissions &&
    !grantsPermission(caller.platformPermissions, DIAGNOSTIC_SUMMARY_PERMISSION)
  )
    return {
      health: NO_HEALTH,
      refused: {
        permission: DIAGNOSTIC_SUMMARY_PERMISSION,
        permissions: [DIAGNOSTIC_SUMMARY_PERMISSION],
        anyOf: false
      }
    }
  try {
    return {
      health: todayHealth(await callPlatform(DIAGNOSTIC_SUMMARY_PERMISSION, read), since, now),
      refused: null
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'platform.missing_permission') throw error
    const { permission, permissions, anyOf } = error.details as Partial<MissingPermissions>
    return {
      health: NO_HEALTH,
      refused: {
        permission: permission ?? DIAGNOSTIC_SUMMARY_PERMISSION,
        permissions: permissions ?? [permission ?? DIAGNOSTIC_SUMMARY_PERMISSION],
        anyOf: anyOf === true
      }
    }
  }
}

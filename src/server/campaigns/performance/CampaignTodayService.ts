import type {
  CampaignToday,
  CampaignTodayEvent,
  CampaignTodayEventsProblem
} from '@/shared/campaigns/campaignTodayTypes'
import type { Caller } from '@/server/access/Caller'
import { serverLog } from '@/server/logging/serverLog'
import { diagnosticsApi, PlatformError } from '@/server/platform'
import { callPlatform, VIEW_PERMISSION } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import { grantsPermission } from '../grantsPermission'
import { campaignEvents, todayHealth, toPerformanceSample } from './campaignTodayMapping'
import { PerformanceSampleRepository } from './PerformanceSampleRepository'

/** what reading the dialer's event log needs */
export const EVENT_LOG_PERMISSION = 'outbound:eventLog:view'

/** the window "today at a glance" shows: the last 24 hours until now */
export const TODAY_WINDOW_MS = 24 * 60 * 60_000

/** one page of the organisation's event log, newest first: the platform has no filter by campaign */
export const TODAY_EVENTS_PAGE_SIZE = 100

type EventsRead =
  { events: CampaignTodayEvent[]; problem: null } | { events: null; problem: CampaignTodayEventsProblem }

/**
 * A campaign's page, "Today at a glance" (GET /api/campaigns/:id/today): over the last 24 hours, the pace and
 * abandon-rate samples the server kept, the campaign's state and health windows (the diagnostics summary) and
 * the dialer's events about it. Two platform calls at once (the summary and one page of the event log), one
 * without outbound:eventLog:view: the rest is answered with `events: null` and why. Nothing is cached.
 */
export class CampaignTodayService {
  private readonly samples: PerformanceSampleRepository

  constructor(private readonly deps: CampaignDeps) {
    this.samples = new PerformanceSampleRepository(deps.handle.db)
  }

  async today(caller: Caller, id: string): Promise<CampaignToday> {
    const now = this.deps.now()
    const since = now - TODAY_WINDOW_MS
    const from = new Date(since).toISOString()
    const to = new Date(now).toISOString()
    const session = sessionOf(this.deps, caller)
    const [summary, events, rows] = await Promise.all([
      callPlatform(VIEW_PERMISSION, () =>
        diagnosticsApi.getCampaignDiagnosticsSummary(session, id, from, to)
      ),
      this.readEvents(caller, id, since),
      this.samples.since(caller.orgId, id, from)
    ])
    return {
      campaignId: id,
      from,
      to,
      samples: rows.filter(row => row.sampled_at <= to).map(toPerformanceSample),
      events: events.events,
      eventsUnavailable: events.problem,
      health: todayHealth(summary, since, now)
    }
  }

  /**
   * The campaign's events of the window, from one page of the event log. Never fails the answer: a person
   * without outbound:eventLog:view (known from the token's validation: no call is made, or the platform's 403)
   * gets `noPermission`, any other failure `failed`.
   */
  private async readEvents(caller: Caller, id: string, since: number): Promise<EventsRead> {
    if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, EVENT_LOG_PERMISSION))
      return { events: null, problem: 'noPermission' }
    try {
      const page = await diagnosticsApi.listDialerEvents(sessionOf(this.deps, caller), {
        pageSize: TODAY_EVENTS_PAGE_SIZE
      })
      // the campaign's name, when a snapshot has it (no call): events that only name it in their message
      const name = this.deps.state.snapshots.find(caller.orgId, id)?.campaign.name
      return { events: campaignEvents(page, id, since, name ? [name] : []), problem: null }
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

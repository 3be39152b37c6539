import type { CampaignStatus } from './campaignTypes'
import type { PerformanceSample } from './performanceTypes'

/**
 * GET /api/campaigns/:id/today: a campaign's last 24 hours at a glance (issue 16) — its pace and abandon rate as
 * the server sampled them, the dialer's events about it, and its states and health. Names and figures only: the
 * browser says everything in words (no platform codes, ids or permission names reach people).
 */
export interface CampaignToday {
  campaignId: string
  /** the window (ISO): the last 24 hours until the answer was put together */
  from: string
  to: string
  /** oldest first; empty when nobody watched the campaign (nothing was sampled) */
  samples: PerformanceSample[]
  /** newest first; null when they could not be read (`eventsUnavailable` says why) */
  events: CampaignTodayEvent[] | null
  /** why `events` is null: the person may not read the dialer's event log, or reading it failed */
  eventsUnavailable: CampaignTodayEventsProblem | null
  health: CampaignTodayHealth
}

export type CampaignTodayEventsProblem = 'noPermission' | 'failed'

/** The dialer events the app says in its own words; anything else is `other` (the platform's text). */
export const CAMPAIGN_TODAY_EVENT_KINDS = [
  /** an agent-based campaign had no idle agent on its queue */
  'noIdleAgents',
  /** no outbound line was available to it */
  'noLines',
  /** fewer lines than it needs: it dialed slower */
  'lineLimit',
  /** abandons went over its target */
  'abandonRate',
  /** its contact list was worked through */
  'listExhausted',
  /** a schedule could not start it */
  'startRefused',
  /** the sequence it runs in stopped at it */
  'sequenceStopped',
  'other'
] as const
export type CampaignTodayEventKind = (typeof CAMPAIGN_TODAY_EVENT_KINDS)[number]

/** Why a scheduled start was refused, when the platform's code tells. */
export type StartRefusal = 'activeLimit' | 'invalid'

/** The figures and names an event's text uses (from the platform's `eventMessage.messageParams`), when known. */
export interface CampaignTodayEventParams {
  /** names */
  queue?: string
  contactList?: string
  sequence?: string
  /** the queue's agents: on queue, on this campaign's calls, on other calls */
  onQueue?: number
  busy?: number
  onOtherCalls?: number
  /** outbound lines available to it */
  lines?: number
  /** %, e.g. 7.8 */
  abandonRate?: number
  target?: number
  idleAgents?: number
  agentsNeeded?: number
  startRefusal?: StartRefusal
}

export interface CampaignTodayEvent {
  id: string
  /** ISO */
  at: string
  level: 'error' | 'warning' | 'info'
  kind: CampaignTodayEventKind
  params: CampaignTodayEventParams
  /** the platform's own text: shown only for `other` */
  message: string
}

/** A span of time (ISO), clipped to the window; the last one ends at `to` while it lasts. */
export interface TimeSpan {
  from: string
  to: string
}

export interface CampaignTodayHealth {
  /** the campaign's status over the window, in time order ('unknown': a status this app does not know) */
  states: (TimeSpan & { state: CampaignStatus | 'unknown' })[]
  /** while on: whether it could dial (healthy) or not */
  health: (TimeSpan & { state: 'healthy' | 'unhealthy' })[]
}

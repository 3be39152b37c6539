import type { CampaignStatus, MissingPermissions } from './campaignTypes'

/**
 * GET /api/campaigns/:id/today: a campaign's last 24 hours at a glance (issue 16) — its calls per interval as the
 * platform's analytics counted them (whoever watched: issue 33), the dialer's events about it, and its states and
 * health. Names and figures only: the browser says everything in words (no platform codes or ids reach people; a
 * refusal names the permission).
 */
export interface CampaignToday {
  campaignId: string
  /** the window (ISO): the last 24 hours until the answer was put together */
  from: string
  to: string
  /**
   * The calls it placed, per interval of the platform's analytics (oldest first), from the first interval it
   * placed a call in to the last complete one: intervals without a call are there with zeros (a campaign that
   * stopped dialing shows it). Empty when it placed no call in the window; null when analytics could not be
   * read (`activityUnavailable` says why).
   */
  activity: CampaignTodayPoint[] | null
  /** why `activity` is null: the platform refused analytics (with the permissions it asked for), or it failed */
  activityUnavailable?: CampaignTodayActivityProblem | null
  /** newest first; null when they could not be read (`eventsUnavailable` says why) */
  events: CampaignTodayEvent[] | null
  /** why `events` is null: the person may not read the dialer's event log, or reading it failed */
  eventsUnavailable: CampaignTodayEventsProblem | null
  /**
   * set when the window's older events were left unread: the organisation's log (every campaign's events, read
   * newest first, 100 a call) had more than `limit` events since the window began; `before` (ISO) is the oldest
   * event read, so the campaign's events before it are not shown. Null (or absent) when the whole window was read.
   */
  eventsOlderUnread?: { before: string; limit: number } | null
  /** empty (no state, no health) when `healthUnavailable` is set */
  health: CampaignTodayHealth
  /**
   * why `health` is empty: the platform refused the diagnostics summary (its 403, e.g. for lack of
   * outbound:campaignDiagnostic:view), with the permissions it asked for; null (or absent) when it was read
   */
  healthUnavailable?: MissingPermissions | null
}

export type CampaignTodayEventsProblem = 'noPermission' | 'failed'

/** One interval of the platform's analytics for the campaign (POST /analytics/conversations/aggregates/query). */
export interface CampaignTodayPoint {
  /** the interval (ISO) */
  from: string
  to: string
  /** calls placed (nOutboundAttempted), answered (nOutboundConnected), answered and abandoned (nOutboundAbandoned) */
  attempted: number
  connected: number
  abandoned: number
}

export type CampaignTodayActivityProblem =
  { kind: 'noPermission'; missing: MissingPermissions } | { kind: 'failed' }

/** what reading the campaign's calls from the platform's analytics needs */
export const ANALYTICS_PERMISSION = 'analytics:conversationAggregate:view'

/** what reading the dialer's event log needs (`noPermission`: the person lacks it) */
export const EVENT_LOG_PERMISSION = 'outbound:eventLog:view'

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
  /** it could not start (not said by whom) */
  'startFailed',
  /** the sequence it runs in stopped at it */
  'sequenceStopped',
  'other'
] as const
export type CampaignTodayEventKind = (typeof CAMPAIGN_TODAY_EVENT_KINDS)[number]

/** Why a start was refused, when the platform's code tells. */
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

/**
 * What an `on` campaign that could not dial waited for, when the platform told (its health states
 * `WaitingForAgents`, `WaitingForLines`, `WaitingForContacts`): an idle agent, an outbound line, a contact it may
 * call now (its callable hours closed, a rule set filtering every contact, its list worked through).
 */
export type HealthReason = 'agents' | 'lines' | 'contacts'

export interface HealthSpan extends TimeSpan {
  state: 'healthy' | 'unhealthy'
  /** only for `unhealthy`, when the platform said why */
  reason?: HealthReason
}

export interface CampaignTodayHealth {
  /** the campaign's status over the window, in time order ('unknown': a status this app does not know) */
  states: (TimeSpan & { state: CampaignStatus | 'unknown' })[]
  /** while on: whether it could dial (healthy) or not, and why not */
  health: HealthSpan[]
}

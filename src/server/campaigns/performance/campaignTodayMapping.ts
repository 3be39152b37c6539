import type {
  CampaignTodayEvent,
  CampaignTodayEventKind,
  CampaignTodayEventParams,
  CampaignTodayHealth,
  HealthSpan,
  TimeSpan
} from '@/shared/campaigns/campaignTodayTypes'
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { PlatformDiagnosticsSummary, PlatformEventLog } from '@/server/platform'
import { eventKind, startRefusalOf } from './todayEventKind'

/**
 * The platform's answers as GET /api/campaigns/:id/today gives them (CampaignToday): the dialer's events of one
 * campaign, each with a kind the browser says in words and the figures its text needs; the state and health
 * windows of the diagnostics summary. Pure functions. What kind an event is: todayEventKind.ts; the calls per
 * interval: todayActivity.ts.
 */

const FIGURES = [
  'onQueue',
  'busy',
  'onOtherCalls',
  'lines',
  'abandonRate',
  'target',
  'idleAgents',
  'agentsNeeded'
] as const

const LEVELS: Record<string, CampaignTodayEvent['level']> = {
  error: 'error',
  warning: 'warning',
  info: 'info'
}

/** A figure of messageParams ("7.8" or 7.8); anything else is left out. */
function figure(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const number = Number(value.trim())
  return Number.isFinite(number) ? number : undefined
}

const ID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A name people can read: not empty, not an id (the platform falls back to ids where a name is unknown). */
function readableName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.trim()
  return name && name.length <= 200 && !ID_LIKE.test(name) ? name : undefined
}

function eventParams(
  event: PlatformEventLog,
  kind: CampaignTodayEventKind,
  campaignId: string
): CampaignTodayEventParams {
  const raw = event.eventMessage?.messageParams ?? {}
  const params: CampaignTodayEventParams = {}
  for (const key of FIGURES) {
    const value = figure(raw[key])
    if (value !== undefined) params[key] = value
  }
  // the entity at fault names the queue or list better than the message's parameter (which may be an id)
  const fault = event.errorEntity && event.errorEntity.id !== campaignId ? event.errorEntity : undefined
  const queue =
    (kind === 'noIdleAgents' || kind === 'abandonRate' ? readableName(fault?.name) : undefined) ??
    readableName(raw.queue)
  if (queue) params.queue = queue
  const contactList =
    (kind === 'listExhausted' ? readableName(fault?.name) : undefined) ?? readableName(raw.contactList)
  if (contactList) params.contactList = contactList
  if (kind === 'sequenceStopped') {
    const sequence =
      event.relatedEntity?.id !== campaignId ? readableName(event.relatedEntity?.name) : undefined
    if (sequence) params.sequence = sequence
  }
  if (kind === 'startRefused' || kind === 'startFailed') {
    const refusal = startRefusalOf(event)
    if (refusal) params.startRefusal = refusal
  }
  return params
}

/**
 * The campaign's events among one page of the organisation's event log (the platform cannot filter by
 * campaign): those whose related or faulty entity is the campaign, or whose message names it (its id or name:
 * `knownNames` and the names the page's own events give it), taken at or after `since` (ms). Newest first, as
 * the page.
 */
export function campaignEvents(
  page: readonly PlatformEventLog[],
  campaignId: string,
  since: number,
  knownNames: readonly string[] = []
): CampaignTodayEvent[] {
  const names = new Set(knownNames.filter(Boolean))
  for (const event of page)
    for (const entity of [event.relatedEntity, event.errorEntity])
      if (entity?.id === campaignId && entity.name) names.add(entity.name)
  const about = (event: PlatformEventLog) => {
    if (event.relatedEntity?.id === campaignId || event.errorEntity?.id === campaignId) return true
    const named = event.eventMessage?.messageParams?.campaign
    return typeof named === 'string' && (named === campaignId || names.has(named))
  }
  const found: CampaignTodayEvent[] = []
  for (const event of page) {
    const at = event.timestamp ? Date.parse(event.timestamp) : NaN
    if (!Number.isFinite(at) || at < since || !about(event)) continue
    const kind = eventKind(event)
    found.push({
      id: event.id,
      at: new Date(at).toISOString(),
      level: LEVELS[event.level?.toLowerCase() ?? ''] ?? 'info',
      kind,
      params: eventParams(event, kind, campaignId),
      message: event.eventMessage?.message ?? event.name ?? ''
    })
  }
  return found.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/** A window of the summary clipped to [from, to] (ms), or null when it has no usable dates or lies outside. */
function clip(window: { dateStart?: string; dateEnd?: string }, from: number, to: number): TimeSpan | null {
  const start = window.dateStart ? Date.parse(window.dateStart) : NaN
  const end = window.dateEnd ? Date.parse(window.dateEnd) : to
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null
  const clippedStart = Math.max(start, from)
  const clippedEnd = Math.min(end, to)
  if (clippedEnd <= clippedStart) return null
  return { from: new Date(clippedStart).toISOString(), to: new Date(clippedEnd).toISOString() }
}

const byStart = (a: TimeSpan, b: TimeSpan) => Date.parse(a.from) - Date.parse(b.from)

const REASON_BY_STATE: Record<string, HealthSpan['reason']> = {
  waitingforagents: 'agents',
  waitingforlines: 'lines',
  waitingforcontacts: 'contacts'
}

/**
 * A health window's state in the Today panel's two words, and why it could not dial. The SDK documents
 * `healthy` and what an `on` campaign waits for (`WaitingForAgents`, `WaitingForLines`, `WaitingForContacts`:
 * it calls nobody, the reason) or warns of (`WarnThresholdCPS`, `WarnMaxCPAalarm`: it still dials); a plain
 * Healthy/Unhealthy (no reason) is read too, as is a WaitingFor… this app does not know. Anything else is not
 * shown rather than guessed.
 */
function healthOf(state: string | undefined): Pick<HealthSpan, 'state' | 'reason'> | undefined {
  const word = state?.trim().toLowerCase() ?? ''
  if (word === 'healthy' || word.startsWith('warn')) return { state: 'healthy' }
  const reason = Object.hasOwn(REASON_BY_STATE, word) ? REASON_BY_STATE[word] : undefined
  if (reason) return { state: 'unhealthy', reason }
  if (word === 'unhealthy' || word.startsWith('waitingfor')) return { state: 'unhealthy' }
  return undefined
}

/** The summary's state and health windows, clipped to the window and in time order. */
export function todayHealth(
  summary: PlatformDiagnosticsSummary,
  from: number,
  to: number
): CampaignTodayHealth {
  const states: CampaignTodayHealth['states'] = []
  for (const window of summary.campaignStates) {
    const span = clip(window, from, to)
    if (!span) continue
    const state = window.state?.toLowerCase()
    const known = CAMPAIGN_STATUSES.includes(state as CampaignStatus) ? (state as CampaignStatus) : 'unknown'
    states.push({ ...span, state: known })
  }
  const health: CampaignTodayHealth['health'] = []
  for (const window of summary.campaignHealthStates) {
    const read = healthOf(window.state)
    if (!read) continue
    const span = clip(window, from, to)
    if (span) health.push({ ...span, ...read })
  }
  return { states: states.sort(byStart), health: health.sort(byStart) }
}

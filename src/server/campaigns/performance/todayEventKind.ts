import type { CampaignTodayEventKind, StartRefusal } from '@/shared/campaigns/campaignTodayTypes'
import type { PlatformEventLog } from '@/server/platform'

/**
 * What kind of dialer event the Today panel says in its own words. The platform documents its codes
 * (`EventMessage.code`: ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED, SCHEDULED_CAMPAIGN_INVALID, CAMPAIGN_START_ERROR, …),
 * levels and categories in capitals; the emulator used to log codes of its own (campaign.no.idle.agents…) and
 * Schedule/Sequence categories. Both are read, case-insensitively: codes first, then the context (category,
 * the related entity, the event's name), else `other` (the platform's own text is shown).
 */

const normal = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/** A table's own entry (a code such as "constructor" is no entry). */
const lookup = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined

/** Codes of a start that did not happen, and why when the code tells (null: not said). */
const START_CODES: Record<string, StartRefusal | null> = {
  active_campaigns_limit_exceeded: 'activeLimit',
  scheduled_campaign_invalid: 'invalid',
  campaign_start_error: null,
  // the emulator's former events carried the refusal's API error code
  'campaign.active.limit.reached': 'activeLimit',
  'campaign.invalid': 'invalid'
}

/** The emulator's former codes of why a campaign was held back (the platform shows these as health states). */
const KIND_BY_CODE: Record<string, CampaignTodayEventKind> = {
  'campaign.no.idle.agents': 'noIdleAgents',
  'campaign.no.outbound.lines': 'noLines',
  'campaign.line.limit.reached': 'lineLimit',
  'campaign.abandon.rate.exceeded': 'abandonRate',
  'contact.list.exhausted': 'listExhausted'
}

/** By the event's name, when its code says nothing the app knows. */
const KIND_BY_NAME: Record<string, CampaignTodayEventKind> = {
  'no idle agents': 'noIdleAgents',
  'no outbound lines': 'noLines',
  'line limit reached': 'lineLimit',
  'abandon rate over target': 'abandonRate',
  'contact list exhausted': 'listExhausted'
}

const SCHEDULED_START = 'scheduled start refused'

/** Logged by a schedule: its category (SCHEDULE), the documented code of a scheduled start, or its name. */
const bySchedule = (event: PlatformEventLog, code: string) =>
  normal(event.category) === 'schedule' ||
  code === 'scheduled_campaign_invalid' ||
  normal(event.name) === SCHEDULED_START

/**
 * About a sequence that stopped at the campaign: the related entity is a sequence (its selfUri), or the
 * emulator's former category, name or code say so.
 */
function bySequence(event: PlatformEventLog, code: string): boolean {
  const related = event.relatedEntity?.selfUri
  return (
    (typeof related === 'string' && related.includes('/outbound/sequences/')) ||
    normal(event.category) === 'sequence' ||
    normal(event.name) === 'sequence stopped' ||
    code === 'sequence.campaign.stopped'
  )
}

/** Why a start did not happen, when the event's code tells. */
export function startRefusalOf(event: PlatformEventLog): StartRefusal | undefined {
  return lookup(START_CODES, normal(event.eventMessage?.code)) ?? undefined
}

/** The kind of an event (see above). */
export function eventKind(event: PlatformEventLog): CampaignTodayEventKind {
  const code = normal(event.eventMessage?.code)
  const name = normal(event.name)
  if (lookup(START_CODES, code) !== undefined || name === SCHEDULED_START) {
    if (bySchedule(event, code)) return 'startRefused'
    return bySequence(event, code) ? 'sequenceStopped' : 'startFailed'
  }
  if (bySequence(event, code)) return 'sequenceStopped'
  return lookup(KIND_BY_CODE, code) ?? lookup(KIND_BY_NAME, name) ?? 'other'
}

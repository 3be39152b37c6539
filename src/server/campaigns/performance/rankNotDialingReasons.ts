import type { NotDialingReason } from '@/shared/campaigns/performanceTypes'
import { placesCalls, workedThrough } from '@/shared/campaigns/dialingNow'
import type { PlatformCampaignDiagnostics } from '@/server/platform'

/**
 * Why a campaign that is on calls nobody (or why it cannot run), from what the platform says of it: its
 * diagnostics (GET /outbound/campaigns/{id}/diagnostics), its status and names, the organisation's active
 * campaigns and, when read, its callable time set's hours. Pure: the same facts, the same reasons.
 */

/** The platform's limit of active campaigns per organisation (max.active.campaigns, enforced on start). */
export const ACTIVE_CAMPAIGN_LIMIT = 50

/** When the contacts of a callable time set may be called again, as seen at one instant (callableHours.ts). */
export interface CallableHours {
  /** how many of the set's zones are outside their hours now: all, some or none */
  closedNow: 'all' | 'some' | 'none'
  /** the soonest instant (ISO) a zone closed now opens again; null when none opens within a week */
  until: string | null
  /** that zone (IANA) */
  timeZone: string | null
}

export interface NotDialingFacts {
  /** the platform's campaignStatus */
  status: string
  dialingMode: string
  queueName: string | null
  contactListName: string | null
  /** the campaign's errors[] as the platform gave them (RestErrorDetail objects or strings) */
  errors: readonly unknown[]
  diagnostics: PlatformCampaignDiagnostics
  /** the organisation's active campaigns as far as the app knows, and the limit; null when unknown */
  activeCampaigns: { active: number; limit: number } | null
  /** the callable time set's hours now; null or absent when the campaign has none or it was not read */
  callableHours?: CallableHours | null
}

/** Contacts of this pass not called yet (total − called), null when the platform does not say. */
export function remainingContacts(diagnostics: PlatformCampaignDiagnostics): number | null {
  const { totalNumberOfContacts: total, numberOfContactsCalled: called } = diagnostics
  if (total === undefined || called === undefined) return null
  return Math.max(0, total - called)
}

/** Every contact of the list has been called (a list with contacts). */
export function isListExhausted(diagnostics: PlatformCampaignDiagnostics): boolean {
  return workedThrough(diagnostics.numberOfContactsCalled, diagnostics.totalNumberOfContacts)
}

/** Whether it places calls now: on, and its diagnostics say so (placesCalls). */
export function isDialing(status: string, diagnostics: PlatformCampaignDiagnostics): boolean {
  return (
    status === 'on' &&
    placesCalls({
      outstanding: diagnostics.outstandingInteractionsCount ?? 0,
      linesInUse: diagnostics.linesUtilization?.assignedOutboundLines ?? 0,
      called: diagnostics.numberOfContactsCalled,
      total: diagnostics.totalNumberOfContacts
    })
  )
}

/**
 * Whether the callable time set's hours can explain it (and so are worth a read of the set): on, silent,
 * with contacts left, and a set to read.
 */
export const mayBeOutsideHours = (
  status: string,
  diagnostics: PlatformCampaignDiagnostics,
  hasCallableTimeSet: boolean
): boolean =>
  hasCallableTimeSet &&
  status === 'on' &&
  !isDialing(status, diagnostics) &&
  !isListExhausted(diagnostics) &&
  (remainingContacts(diagnostics) ?? 1) > 0

// A field name or a code ("phoneColumns[0].columnName", "RULESET_DISABLED") is not for people: only text with
// a space in it is shown.
const isProse = (value: unknown): value is string => typeof value === 'string' && /\S\s+\S/.test(value.trim())

/** A platform error (RestErrorDetail `{error, details}`, or a plain string) in the platform's own words. */
function errorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null
  if (!error || typeof error !== 'object') return null
  const { error: text, message, details } = error as Record<string, unknown>
  const head = [text, message].find(value => typeof value === 'string' && value.trim())
  if (typeof head !== 'string') return isProse(details) ? details.trim() : null
  return isProse(details) ? `${head.trim()} ${details.trim()}` : head.trim()
}

const messagesOf = (errors: readonly unknown[]): string[] => [
  ...new Set(errors.flatMap(error => errorMessage(error) ?? []))
]

const count = (value: number | undefined): number | null => (value === undefined ? null : value)

function noAgents({ dialingMode, queueName, diagnostics }: NotDialingFacts): NotDialingReason | null {
  if (dialingMode === 'agentless') return null
  const queue = diagnostics.queueUtilizationDiagnostic
  const idle = queue?.usersNotUtilized ?? diagnostics.idleAgents
  if (idle === undefined || idle > 0) return null
  return {
    kind: 'noAgents',
    queue: queue?.queue?.name ?? queueName,
    onQueue: count(queue?.usersOnQueue),
    busy: count(queue?.usersOnACampaignCall),
    onOtherCalls: count(queue?.usersOnANonCampaignCall)
  }
}

// (The line limit, `lineLimit`, is not among them: a campaign at its limit holds lines, so it dials, slower.)
const noLines = ({ diagnostics }: NotDialingFacts): NotDialingReason | null =>
  diagnostics.linesUtilization?.totalAvailableOutboundLines === 0 ? { kind: 'noLines' } : null

function ruleSets({ diagnostics }: NotDialingFacts, remaining: number | null): NotDialingReason[] {
  const named = diagnostics.ruleSetDiagnostics.map(({ ruleSet, warnings }) => ({
    ruleSet: ruleSet?.name ?? '',
    warnings: warnings.filter(isProse)
  }))
  const warned = diagnostics.ruleSetDiagnostics.flatMap((diagnostic, index) =>
    diagnostic.warnings.length > 0 ? [named[index]!] : []
  )
  if (warned.length > 0) return warned.map(found => ({ kind: 'ruleSet', ...found }))
  // No warning, but its rule sets filter out every contact left: each of them may be the one.
  const filtered = diagnostics.filteredOutContactsCount ?? 0
  if (remaining !== null && remaining > 0 && filtered >= remaining)
    return named.map(found => ({ kind: 'ruleSet', ...found }))
  return []
}

function outsideHours(
  { diagnostics, callableHours }: NotDialingFacts,
  remaining: number | null
): NotDialingReason | null {
  const rescheduled = (diagnostics.timeZoneRescheduledCallsCount ?? 0) > 0
  const closed = callableHours?.closedNow ?? 'none'
  // Rescheduled contacts while every zone may be called now were rescheduled earlier: not why it is silent.
  if (callableHours ? !(closed === 'all' || (rescheduled && closed === 'some')) : !rescheduled) return null
  return {
    kind: 'outsideHours',
    remaining,
    until: callableHours?.until ?? null,
    timeZone: callableHours?.until ? callableHours.timeZone : null
  }
}

/**
 * The reasons, most likely first: invalid (with its errors) ▸ list worked through ▸ no idle agent (agent-based
 * modes) ▸ no line ▸ rule sets ▸ outside callable hours ▸ the organisation's active-campaign
 * limit; `unknown` when it is on, silent and nothing explains it; none while it dials. A campaign neither on
 * nor invalid has none (an off one is not expected to dial).
 */
export function rankNotDialingReasons(facts: NotDialingFacts): NotDialingReason[] {
  const { status, diagnostics } = facts
  const exhausted: NotDialingReason[] = isListExhausted(diagnostics)
    ? [{ kind: 'listExhausted', contactList: facts.contactListName }]
    : []
  if (status === 'invalid')
    return [
      {
        kind: 'invalid',
        errors: messagesOf(facts.errors.length > 0 ? facts.errors : diagnostics.campaignErrors)
      },
      ...exhausted
    ]
  if (status !== 'on' || isDialing(status, diagnostics)) return []

  const remaining = remainingContacts(diagnostics)
  const { activeCampaigns } = facts
  const reasons: NotDialingReason[] = [
    ...exhausted,
    ...[noAgents(facts), noLines(facts)].flatMap(reason => reason ?? []),
    ...ruleSets(facts, remaining),
    ...(exhausted.length > 0 ? [] : [outsideHours(facts, remaining)].flatMap(reason => reason ?? [])),
    ...(activeCampaigns && activeCampaigns.active >= activeCampaigns.limit
      ? [{ kind: 'campaignLimit' as const, ...activeCampaigns }]
      : [])
  ]
  return reasons.length > 0 ? reasons : [{ kind: 'unknown' }]
}

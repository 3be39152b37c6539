/**
 * The dialer's live figures for one campaign, and the pace they allow. A campaign that dials for agents needs a
 * few idle agents on its queue (a stable number per campaign, 1 to 6: what its statistics always showed) and
 * lines for their calls; it gets what its queue and its organisation's lines can give, and dials at that share
 * of the configured pace: no idle agent, or no line, and it does not dial at all. Agentless campaigns need no
 * agent, only their lines. Power and predictive campaigns abandon some connected calls (no agent free when the
 * person answers), more the shorter of agents they are. Two things hold a campaign back whatever its agents and
 * lines: its callable time set closed in every zone of its contacts (`campaign.outsideHours`, set with its pace:
 * dialerSimulation.ts) and a rule set that filters out every contact it has left (the control API): it places
 * no call then, holds no line, and dials at pace 0 (its idle agents stay idle). Pure: the same campaign and
 * conditions, the same figures.
 */
import type { CampaignRecord, DialingMode } from '../campaignRecord'
import type { DialerConditions, QueueAgents } from './dialerConditions'

/** A small stable number from a campaign id, so campaigns differ from one another but not between calls. */
export function spread(id: string, modulo: number): number {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % modulo
}

/** Dialing modes that place calls for agents (every mode but agentless). */
export const dialsForAgents = (mode: DialingMode) => mode !== 'agentless'

/** Modes that dial ahead of agents and so may abandon a call when nobody is free to take it. */
export const abandonsCalls = (mode: DialingMode) => mode === 'power' || mode === 'predictive'

/**
 * Percent of connected calls a power or predictive campaign abandons with `agentShare` of the idle agents it
 * wants (0 for the other modes): well staffed it stays at 60 % of its abandon target, each missing agent pushes
 * it up (`target × (0.6 + 1.2 × share missing)`).
 */
export function abandonPercent(campaign: CampaignRecord, agentShare: number): number {
  if (!abandonsCalls(campaign.dialingMode)) return 0
  const target = campaign.abandonRate ?? 3
  return Math.round(target * (0.6 + 1.2 * (1 - agentShare)) * 100) / 100
}

export interface LiveFigures {
  /** the queue's agents (all zero for agentless) */
  queue: QueueAgents
  /** idle agents the campaign wants at full pace */
  agentsNeeded: number
  idleAgents: number
  effectiveIdleAgents: number
  adjustedCallsPerAgent: number
  outstandingCalls: number
  assignedOutboundLines: number
  totalAvailableOutboundLines: number
  /** share of the configured pace the campaign dials at (0 to 1) */
  paceFactor: number
  /** percent of connected calls abandoned, for power and predictive campaigns (0 otherwise) */
  abandonRate: number
  /** what holds it back, most binding first */
  shortOf: ('agents' | 'lines')[]
  /** its callable time set is closed for every contact now: it calls nobody */
  outsideHours: boolean
  /** the id of a rule set that filters out every contact it has left (it calls nobody), if any */
  filteringRuleSet: string | undefined
}

const callsPerAgent = (campaign: CampaignRecord) =>
  campaign.dialingMode === 'predictive'
    ? 2.4
    : campaign.dialingMode === 'power'
      ? (campaign.maxCallsPerAgent ?? 2)
      : 1

/**
 * `on`: whether the campaign is dialing now (live figures are zero otherwise, the pace factor is not);
 * `remaining`: contacts it has still to reach in this pass.
 */
export function liveFigures(
  campaign: CampaignRecord,
  conditions: DialerConditions,
  on: boolean,
  remaining: number
): LiveFigures {
  const forAgents = dialsForAgents(campaign.dialingMode)
  const members = forAgents ? 4 + spread(campaign.id, 9) : 0
  const agentsNeeded = forAgents ? 1 + spread(campaign.id, Math.max(1, Math.floor(members / 2))) : 0
  const queue = conditions.agentsOn(forAgents ? campaign.queueId : undefined)
  const available = Math.min(agentsNeeded, queue.idle)
  const agentShare = forAgents ? available / agentsNeeded : 1

  const perAgent = callsPerAgent(campaign)
  const lines = campaign.outboundLineCount ?? members * 2
  const cap = conditions.linesFor(campaign.organizationId)
  const totalLines = cap === undefined ? lines : Math.min(lines, cap)
  // Lines bite only once the organisation's are limited (the control API): a campaign's own outboundLineCount
  // never slowed it before, and the app's tests rely on today's pace.
  const linesNeeded = forAgents ? Math.ceil(agentsNeeded * perAgent) : lines
  const lineShare = cap === undefined || linesNeeded === 0 ? 1 : Math.min(1, cap / linesNeeded)
  const outsideHours = campaign.outsideHours === true
  const filteringRuleSet = conditions.filteringRuleSet(campaign.ruleSets)
  const held = outsideHours || filteringRuleSet !== undefined
  const paceFactor = held ? 0 : Math.min(agentShare, lineShare)

  const idleAgents = on ? available : 0
  const callsForAgents = Math.min(Math.ceil(idleAgents * perAgent), cap ?? Infinity)
  const outstandingCalls = on && !held ? Math.min(remaining, forAgents ? callsForAgents : totalLines) : 0
  const shortOf: LiveFigures['shortOf'] = []
  if (agentShare < 1) shortOf.push('agents')
  if (lineShare < 1) shortOf.push('lines')
  if (lineShare < agentShare) shortOf.reverse()

  const abandonRate = on && paceFactor > 0 ? abandonPercent(campaign, agentShare) : 0

  return {
    queue,
    agentsNeeded,
    idleAgents,
    effectiveIdleAgents: on ? Math.max(0, idleAgents - (spread(campaign.id, 3) === 0 ? 1 : 0)) : 0,
    adjustedCallsPerAgent: on && forAgents ? perAgent : 0,
    outstandingCalls,
    // A campaign that dials holds at least one line; one that cannot dial holds none.
    assignedOutboundLines: on && paceFactor > 0 ? Math.min(totalLines, Math.max(outstandingCalls, 1)) : 0,
    totalAvailableOutboundLines: on ? totalLines : 0,
    paceFactor,
    abandonRate,
    shortOf,
    outsideHours,
    filteringRuleSet
  }
}

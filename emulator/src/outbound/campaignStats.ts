/**
 * The platform's CampaignStats, made up but consistent: cumulative figures (attempts, connects, right-party
 * contacts…) follow from how many contacts have been called; live figures (idle agents, outstanding calls, lines
 * in use) are zero unless the campaign is on. The same campaign and progress always give the same numbers.
 * `timeZoneRescheduledCalls` is real: the contacts its callable time set kept it from calling in this pass.
 */
import type { CampaignRecord, DialingMode } from './campaignRecord'
import type { CampaignStore } from './campaignStore'

/** Share of attempts answered by a person, per dialing mode (agentless reaches more machines). */
const CONNECT_RATIO: Record<DialingMode, number> = {
  agentless: 0.32,
  preview: 0.55,
  power: 0.41,
  predictive: 0.38,
  progressive: 0.44,
  external: 0.4
}

/** A small stable number from a campaign id, so campaigns differ from one another but not between calls. */
function spread(id: string, modulo: number): number {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % modulo
}

export function toCampaignStats(campaign: CampaignRecord, store: CampaignStore) {
  const called = store.calledNow(campaign)
  const total = store.total(campaign)
  const on = campaign.status === 'on'
  const agentless = campaign.dialingMode === 'agentless'

  // Some contacts need a second attempt: about one in six.
  const attempts = called + Math.floor(called / 6)
  const connects = Math.floor(attempts * CONNECT_RATIO[campaign.dialingMode])
  const connectRatio = attempts === 0 ? 0 : Math.round((connects / attempts) * 1000) / 1000

  const agents = agentless ? 0 : 4 + spread(campaign.id, 9)
  const idleAgents = on && !agentless ? 1 + spread(campaign.id, Math.max(1, Math.floor(agents / 2))) : 0
  const callsPerAgent =
    campaign.dialingMode === 'predictive'
      ? 2.4
      : campaign.dialingMode === 'power'
        ? (campaign.maxCallsPerAgent ?? 2)
        : 1
  const lines = campaign.outboundLineCount ?? agents * 2
  const remaining = Math.max(0, total - called)
  const outstandingCalls = on
    ? Math.min(remaining, agentless ? lines : Math.ceil(idleAgents * callsPerAgent))
    : 0

  return {
    contactRate: { attempts, connects, connectRatio },
    idleAgents,
    effectiveIdleAgents: on ? Math.max(0, idleAgents - (spread(campaign.id, 3) === 0 ? 1 : 0)) : 0,
    adjustedCallsPerAgent: on && !agentless ? callsPerAgent : 0,
    outstandingCalls,
    scheduledCalls: Math.floor(called / 50),
    timeZoneRescheduledCalls: store.rescheduledNow(campaign),
    filteredOutContactsCount: Math.floor(total / 200),
    rightPartyContactsCount: Math.floor(connects * 0.8),
    validAttempts: attempts - Math.floor(attempts / 40),
    linesUtilization: {
      assignedOutboundLines: on ? Math.min(lines, Math.max(outstandingCalls, 1)) : 0,
      totalAvailableOutboundLines: on ? lines : 0
    }
  }
}

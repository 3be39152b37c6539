/**
 * The platform's CampaignStats, made up but consistent: cumulative figures (attempts, connects, right-party
 * contacts…) follow from how many contacts have been called; live figures (idle agents, outstanding calls, lines
 * in use) are zero unless the campaign is on, and follow the agents and lines it has (dialer/livePace.ts). The
 * same campaign and progress always give the same numbers.
 * `timeZoneRescheduledCalls` is real: the contacts its callable time set kept it from calling in this pass, and,
 * while its hours hold it back (closed for every contact), the contacts it has not reached yet, all waiting for
 * them. `filteredOutContactsCount` is made up, except while a rule set filters out every contact it has left:
 * then it is those contacts (total − called).
 */
import type { CampaignRecord, DialingMode } from './campaignRecord'
import type { OutboundStore } from './outboundStore'
import { liveFigures } from './dialer/livePace'

/** Share of attempts answered by a person, per dialing mode (agentless reaches more machines). */
const CONNECT_RATIO: Record<DialingMode, number> = {
  agentless: 0.32,
  preview: 0.55,
  power: 0.41,
  predictive: 0.38,
  progressive: 0.44,
  external: 0.4
}

/** Calls placed for `called` contacts of a pass: some contacts need a second attempt, about one in six. */
export const attemptsFor = (called: number) => called + Math.floor(called / 6)

/** Of `attempts` calls, those a person answered (the stats' connects; analytics' nOutboundConnected). */
export const connectsFor = (attempts: number, mode: DialingMode) => Math.floor(attempts * CONNECT_RATIO[mode])

export function toCampaignStats(campaign: CampaignRecord, outbound: OutboundStore) {
  const { campaigns } = outbound
  const called = campaigns.calledNow(campaign)
  const total = campaigns.total(campaign)
  const on = campaign.status === 'on'

  const attempts = attemptsFor(called)
  const connects = connectsFor(attempts, campaign.dialingMode)
  const connectRatio = attempts === 0 ? 0 : Math.round((connects / attempts) * 1000) / 1000

  const live = liveFigures(campaign, outbound.conditions, on, Math.max(0, total - called))
  const waiting = on && live.outsideHours ? Math.max(0, total - campaigns.processedNow(campaign)) : 0
  return {
    contactRate: { attempts, connects, connectRatio },
    idleAgents: live.idleAgents,
    effectiveIdleAgents: live.effectiveIdleAgents,
    adjustedCallsPerAgent: live.adjustedCallsPerAgent,
    outstandingCalls: live.outstandingCalls,
    scheduledCalls: Math.floor(called / 50),
    timeZoneRescheduledCalls: campaigns.rescheduledNow(campaign) + waiting,
    filteredOutContactsCount:
      on && live.filteringRuleSet !== undefined ? Math.max(0, total - called) : Math.floor(total / 200),
    rightPartyContactsCount: Math.floor(connects * 0.8),
    validAttempts: attempts - Math.floor(attempts / 40),
    linesUtilization: {
      assignedOutboundLines: live.assignedOutboundLines,
      totalAvailableOutboundLines: live.totalAvailableOutboundLines
    }
  }
}

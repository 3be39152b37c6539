/**
 * The platform's CampaignPerformanceData (`POST /outbound/campaigns/performance/query`): one campaign's live
 * figures, status, mode and progress in one object, so a supervisor's overview needs one call for up to 50
 * campaigns. The figures are its statistics' (campaignStats.ts), so the two never disagree.
 */
import type { CampaignRecord } from '../campaignRecord'
import { toCampaignStats } from '../campaignStats'
import { divisionRef } from '../campaignViews'
import type { OutboundStore } from '../outboundStore'
import { campaignUri } from '../outboundUris'

export function toCampaignPerformanceData(campaign: CampaignRecord, outbound: OutboundStore) {
  const stats = toCampaignStats(campaign, outbound)
  const total = outbound.campaigns.total(campaign)
  const reached = outbound.campaigns.processedNow(campaign)
  return {
    campaign: { id: campaign.id, name: campaign.name, selfUri: campaignUri(campaign.id) },
    // an AddressableEntityRef in the SDK's model: no name
    division: { id: campaign.divisionId, selfUri: divisionRef(outbound, campaign.divisionId).selfUri },
    contactRate: { connectRatio: stats.contactRate.connectRatio },
    idleAgents: stats.idleAgents,
    effectiveIdleAgents: stats.effectiveIdleAgents,
    adjustedCallsPerAgent: stats.adjustedCallsPerAgent,
    outstandingCalls: stats.outstandingCalls,
    scheduledCalls: stats.scheduledCalls,
    rightPartyContactsCount: stats.rightPartyContactsCount,
    campaignStatus: campaign.status,
    dialingMode: campaign.dialingMode,
    progress: { percentage: total === 0 ? 0 : Math.floor((reached * 100) / total) },
    linesUtilization: stats.linesUtilization
  }
}

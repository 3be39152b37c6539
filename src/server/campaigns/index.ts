export { getCampaignServices, CAMPAIGN_RATE_LIMIT_RETRY } from './getCampaignServices'
export type { CampaignServices } from './getCampaignServices'
export { resetCampaignState } from './campaignState'
export { setCampaignClock, campaignNow } from './campaignClock'
export { READ_CAMPAIGNS, ROLE_REQUIREMENT_FOR } from './campaignRoleRequirements'
export {
  campaignOverviewQuerySchema,
  readOverviewLive,
  readOverviewPerformance,
  readOverviewRecheck
} from './campaignOverviewQuery'
export {
  createCampaignBodySchema,
  updateCampaignBodySchema,
  bulkActionBodySchema,
  campaignIdQuerySchema,
  MAX_BULK_IDS
} from './campaignBodies'
export { BULK_CONCURRENCY } from './CampaignActionService'
export { liveFiguresBodySchema, MAX_LIVE_IDS } from './liveFiguresBody'

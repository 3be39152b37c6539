import { apiEndpoint, parseQuery } from '@/server/access'
import { campaignIdQuerySchema, getCampaignServices, READ_CAMPAIGNS } from '@/server/campaigns'

/**
 * /api/campaigns/:id/diagnosis — GET: CampaignDiagnosis, why the campaign is (not) dialing, most likely
 * reason first (docs/campaigns.md "Why isn't it dialing?"). Two platform calls (the campaign and its
 * diagnostics), three when its callable time set's hours may be why. 400 `request.invalid` for a bad id;
 * platform failures as the campaigns API answers them (404 campaign.not_found, 403 naming the permission…).
 */
export default apiEndpoint({
  GET: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(campaignIdQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getCampaignServices()).diagnosis.diagnose(caller, id))
    }
  }
})

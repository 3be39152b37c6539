import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseQuery } from '@/server/access'
import { getCampaignServices, READ_CAMPAIGNS } from '@/server/campaigns'

// No body is read; Next's parser stays off so no GET body is ever parsed.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/campaigns/options — what the create and settings forms offer (CampaignFormOptions), cached per
 * person for a few minutes.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getCampaignServices()).options.options(caller))
    }
  }
})

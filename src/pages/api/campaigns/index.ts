import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  campaignOverviewQuerySchema,
  createCampaignBodySchema,
  getCampaignServices,
  READ_CAMPAIGNS,
  readOverviewLive,
  readOverviewPerformance,
  readOverviewRecheck,
  ROLE_REQUIREMENT_FOR
} from '@/server/campaigns'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves, so
// every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * GET /api/campaigns?q&status&dialingMode&divisionId&contactListId&sort&page&pageSize&live&recheck&performance — the
 * overview
 * (CampaignOverview). POST /api/campaigns body `{data: CampaignSettings}` — 201 CampaignDetail.
 * docs/campaigns.md has the contract.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      const params = parseQuery(campaignOverviewQuerySchema, req, INVALID)
      const options = {
        live: readOverviewLive(req.query),
        recheck: readOverviewRecheck(req.query),
        performance: readOverviewPerformance(req.query)
      }
      res.status(200).json(await (await getCampaignServices()).overview.overview(caller, params, options))
    }
  },
  POST: {
    requires: ROLE_REQUIREMENT_FOR.create,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      const { data } = parseBody(createCampaignBodySchema, await readJsonBody(req), INVALID)
      res.status(201).json(await (await getCampaignServices()).edit.create(caller, data))
    }
  }
})

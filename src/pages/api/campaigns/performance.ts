import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { getCampaignServices, liveFiguresBodySchema, READ_CAMPAIGNS } from '@/server/campaigns'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * POST /api/campaigns/performance body `{data: {ids}}` (1–100 distinct campaign ids) — 200
 * CampaignLiveFiguresAnswer: the campaigns' live figures read now, one platform performance query per 50 ids
 * with the person's token (docs/campaigns.md "Live figures"). What the platform leaves out (another
 * organisation's campaign, one the person may not see, one deleted) is left out. 400 `request.invalid`;
 * platform failures as the campaigns API answers them (403 naming the permission…).
 */
export default apiEndpoint({
  POST: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      const { data } = parseBody(liveFiguresBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await getCampaignServices()).live.read(caller, data.ids))
    }
  }
})

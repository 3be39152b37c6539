import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { bulkActionBodySchema, getCampaignServices, ROLE_REQUIREMENT_FOR } from '@/server/campaigns'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * POST /api/campaigns/actions body `{data: {action: start|stop|recycle, ids}}` — 200 BulkActionResponse, one
 * result per id in the request's order (a single action is a bulk of one). Start, stop and recycle all need
 * `update campaigns`.
 */
export default apiEndpoint({
  POST: {
    requires: ROLE_REQUIREMENT_FOR.start,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      const { data } = parseBody(bulkActionBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await getCampaignServices()).actions.run(caller, data.action, data.ids))
    }
  }
})

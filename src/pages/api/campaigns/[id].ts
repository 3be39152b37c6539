import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  campaignIdQuerySchema,
  getCampaignServices,
  READ_CAMPAIGNS,
  ROLE_REQUIREMENT_FOR,
  updateCampaignBodySchema
} from '@/server/campaigns'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/campaigns/:id — GET: CampaignDetail. PUT body `{data: {version, changes}}`: 200 CampaignDetail, 409
 * campaign.version_conflict with `current`. DELETE: 200 `{id}`, 409 campaign.not_off unless it is off.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(campaignIdQuerySchema, req, INVALID)
      res.status(200).json(await (await getCampaignServices()).detail.detail(caller, id))
    }
  },
  PUT: {
    requires: ROLE_REQUIREMENT_FOR.edit,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(campaignIdQuerySchema, req, INVALID)
      const { data } = parseBody(updateCampaignBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await getCampaignServices()).edit.update(caller, id, data))
    }
  },
  DELETE: {
    requires: ROLE_REQUIREMENT_FOR.delete,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(campaignIdQuerySchema, req, INVALID)
      res.status(200).json(await (await getCampaignServices()).edit.remove(caller, id))
    }
  }
})

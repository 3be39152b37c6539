import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { campaignIdQuerySchema, getCampaignServices, READ_CAMPAIGNS } from '@/server/campaigns'

// Next's own parser answers bad bodies in plain text before the route runs: it reads no body at all.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * /api/campaigns/:id/today — GET: CampaignToday, the campaign's last 24 hours at a glance (pace and abandon-rate
 * samples, state and health windows, the dialer's events about it; `events: null` with `eventsUnavailable` when
 * the event log cannot be read). Anyone who may read campaigns; 400 `request.invalid` for a bad id.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CAMPAIGNS,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(campaignIdQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getCampaignServices()).today.today(caller, id))
    }
  }
})

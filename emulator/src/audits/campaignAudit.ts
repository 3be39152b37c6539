import { orgOf } from '../platform/apiContext'
import { toCampaign } from '../outbound/campaignViews'
import type { AuditedKind } from './auditedRoutes'

/**
 * Campaigns in the platform's audit: created, changed (a PUT or PATCH; start and stop as a change of
 * `campaignStatus`), recycled, deleted. The bulk progress read, a POST, changes nothing.
 */
export const campaignAudit: AuditedKind = {
  entityType: 'Campaign',
  read(ctx, params) {
    const id = params.campaignId
    const campaign = id === undefined ? undefined : ctx.state.outbound.campaigns.find(orgOf(ctx), id)
    return campaign && toCampaign(campaign, ctx.state.outbound)
  },
  actionOf(route) {
    if (!route.path.endsWith('/progress')) return undefined
    return route.method === 'DELETE' ? 'Recycle' : null
  }
}

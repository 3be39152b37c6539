import type { Reply } from '../reply'
import type { PathParams } from '../router'
import { orgOf, type ApiContext } from '../platform/apiContext'
import type { CampaignRecord } from './campaignRecord'
import { notFound } from './outboundError'

/**
 * A handler of one campaign, `{campaignId}` in the path: it gets the campaign (caught up and settled to now), or
 * the caller gets the platform's 404 for one their organisation does not have.
 */
export const withCampaign =
  (handle: (ctx: ApiContext, campaign: CampaignRecord) => Reply | Promise<Reply>) =>
  (ctx: ApiContext, params: PathParams): Reply | Promise<Reply> => {
    const id = params.campaignId ?? ''
    const campaign = ctx.state.outbound.campaigns.find(orgOf(ctx), id)
    return campaign ? handle(ctx, campaign) : notFound('campaign', id, ctx.correlationId)
  }

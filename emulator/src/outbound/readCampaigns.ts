import type { Reply } from '../reply'
import { readJson } from '../requestContext'
import { orgOf, type ApiContext } from '../platform/apiContext'
import type { CampaignRecord } from './campaignRecord'
import { badRequest, outboundError } from './outboundError'

/** The platform's limit on a bulk call's ids, as its 400 names it in `limit`. */
export interface IdsLimit {
  max: number
  key: string
}

/**
 * A bulk call's campaigns (`["<id>", …]`, as the progress and performance queries take), each `view`ed once, in
 * the order asked; ids the caller's organisation does not have are left out. Or the 400 the platform answers for
 * a body that is not an array of ids or asks for more than `limit.max`.
 */
export async function readCampaigns<T>(
  ctx: ApiContext,
  limit: IdsLimit,
  view: (campaign: CampaignRecord) => T
): Promise<{ views: T[] } | { reply: Reply }> {
  const body = await readJson(ctx)
  if (!body.ok) return { reply: badRequest(body.message, ctx.correlationId) }
  const ids = body.value
  if (!Array.isArray(ids) || !ids.every(id => typeof id === 'string'))
    return {
      reply: badRequest(
        'The request body must be an array of campaign ids, e.g. ["<id>", "<id>"].',
        ctx.correlationId
      )
    }
  const unique = [...new Set(ids as string[])]
  if (unique.length > limit.max)
    return {
      reply: outboundError(
        400,
        'bad.request',
        `At most ${limit.max} campaign ids may be asked for at once, got ${unique.length}.`,
        ctx.correlationId,
        { limit: { namespace: 'outbound', key: limit.key, value: limit.max } }
      )
    }
  const { campaigns } = ctx.state.outbound
  return {
    views: unique.flatMap(id => {
      const campaign = campaigns.find(orgOf(ctx), id)
      return campaign ? [view(campaign)] : []
    })
  }
}

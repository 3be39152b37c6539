import { z } from 'zod'
import { entityIdSchema } from './campaignIds'

/** at most this many campaigns per live read (the platform is asked 50 at a time) */
export const MAX_LIVE_IDS = 100

/** POST /api/campaigns/performance body: `{data: {ids}}`, 1–100 distinct campaign ids. */
export const liveFiguresBodySchema = z.strictObject({
  data: z.strictObject({
    ids: z
      .array(entityIdSchema('ids'), { error: 'ids must be a list of campaign ids.' })
      .min(1, 'ids must name at least one campaign.')
      .max(MAX_LIVE_IDS, `ids may name at most ${MAX_LIVE_IDS} campaigns.`)
      .refine(ids => new Set(ids).size === ids.length, 'ids must be distinct.')
  })
})

/**
 * The Outbound API's campaign endpoints (`/api/v2/outbound/campaigns…`). The pipeline has already checked the
 * token, the rate limit and the route's permissions; these handlers scope everything to the caller's
 * organisation, so another organisation's campaign id is a plain 404. Listing: campaignListing.ts.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../reply'
import { readJson } from '../requestContext'
import { orgOf, type ApiContext, type ApiRoute } from '../platform/apiContext'
import type { CampaignLifecycle } from './campaignLifecycle'
import { campaignListing } from './campaignListing'
import type { CampaignRecord } from './campaignRecord'
import { toCampaignStats } from './campaignStats'
import { toCampaign, toCampaignDivisionView, toCampaignProgress } from './campaignViews'
import { badRequest, failureReply, outboundError } from './outboundError'
import type { Outcome } from './outcome'
import { readCampaigns } from './readCampaigns'
import { validateCampaign, type Validation } from './validateCampaign'
import { validateCampaignPatch } from './validateCampaignPatch'
import { validateCampaignUpdate } from './validateCampaignUpdate'
import { withCampaign } from './withCampaign'

const CAMPAIGNS_PATH = '/api/v2/outbound/campaigns'

/** How many ids one bulk progress request may name. */
export const MAX_PROGRESS_IDS = 100

/** A store's answer: the campaign as the platform's model, or its refusal. */
const answer = (ctx: ApiContext, outcome: Outcome<CampaignRecord>): Reply =>
  outcome.ok
    ? json(200, toCampaign(outcome.value, ctx.state.outbound))
    : failureReply(outcome.failure, ctx.correlationId)

const invalidBody = (ctx: ApiContext, validation: Validation & { ok: false }): Reply =>
  outboundError(400, 'invalid.property', validation.message, ctx.correlationId, {
    details: validation.details
  })

const getCampaign = withCampaign((ctx, campaign) => json(200, toCampaign(campaign, ctx.state.outbound)))

async function createCampaign(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const { outbound } = ctx.state
  const validation = validateCampaign(body.value, outbound.lookup(orgOf(ctx)))
  if (!validation.ok) return invalidBody(ctx, validation)
  return answer(ctx, outbound.lifecycle.create(orgOf(ctx), validation.value, randomUUID()))
}

const updateCampaign = withCampaign(async (ctx, campaign) => {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const { lifecycle } = ctx.state.outbound
  const value = body.value as { version?: unknown; campaignStatus?: unknown }
  const editable = lifecycle.checkEditable(campaign, value?.version)
  if (!editable.ok) return failureReply(editable.failure, ctx.correlationId)
  const validation = validateCampaignUpdate(body.value, ctx.state.outbound.lookup(orgOf(ctx)))
  if (!validation.ok) return invalidBody(ctx, validation)
  return answer(ctx, lifecycle.replace(campaign, value.version, validation.value, value.campaignStatus))
})

/** PATCH: `{outboundLineCount, abandonRate, maxCallsPerAgent, queue}`, no version; other fields are ignored. */
const patchCampaign = withCampaign(async (ctx, campaign) => {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const { outbound } = ctx.state
  const changes = validateCampaignPatch(
    body.value,
    id => outbound.resources.find('queues', orgOf(ctx), id) !== undefined
  )
  if (!changes.ok) return failureReply(changes.failure, ctx.correlationId)
  const patched = outbound.lifecycle.patch(campaign, changes.value)
  return patched.ok ? empty(204) : failureReply(patched.failure, ctx.correlationId)
})

/** DELETE: answers the deleted Campaign (the SDK types deleteOutboundCampaign as returning one). */
const deleteCampaign = withCampaign((ctx, campaign) => {
  const before = toCampaign(campaign, ctx.state.outbound)
  const removed = ctx.state.outbound.lifecycle.remove(campaign)
  return removed.ok ? json(200, before) : failureReply(removed.failure, ctx.correlationId)
})

/** start (202), stop (202) and recycle (DELETE …/progress, 204: every contact will be called again). */
const act = (
  status: number,
  apply: (lifecycle: CampaignLifecycle, campaign: CampaignRecord) => Outcome<unknown>
) =>
  withCampaign((ctx, campaign) => {
    const done = apply(ctx.state.outbound.lifecycle, campaign)
    return done.ok ? empty(status) : failureReply(done.failure, ctx.correlationId)
  })

const getProgress = withCampaign((ctx, campaign) =>
  json(200, toCampaignProgress(campaign, ctx.state.outbound))
)

/**
 * POST …/campaigns/progress with an array of ids: one CampaignProgress per campaign found, in the order asked,
 * each once. Ids the caller's organisation does not have are left out (the answer can be shorter than the ask).
 */
async function bulkProgress(ctx: ApiContext): Promise<Reply> {
  const limit = { max: MAX_PROGRESS_IDS, key: 'max.campaign.progress.ids' }
  const read = await readCampaigns(ctx, limit, campaign => toCampaignProgress(campaign, ctx.state.outbound))
  return 'reply' in read ? read.reply : json(200, read.views)
}

const getStats = withCampaign((ctx, campaign) => json(200, toCampaignStats(campaign, ctx.state.outbound)))

const VIEW = ['outbound:campaign:view']
const EDIT = ['outbound:campaign:edit']
const ONE = `${CAMPAIGNS_PATH}/{campaignId}`

/** Literal paths come before `{campaignId}`, which would match them too. */
export const campaignRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: CAMPAIGNS_PATH,
    handler: campaignListing(CAMPAIGNS_PATH, (ctx, c) => toCampaign(c, ctx.state.outbound)),
    permissions: VIEW
  },
  { method: 'POST', path: CAMPAIGNS_PATH, handler: createCampaign, permissions: ['outbound:campaign:add'] },
  { method: 'POST', path: `${CAMPAIGNS_PATH}/progress`, handler: bulkProgress, permissions: VIEW },
  {
    method: 'GET',
    path: `${CAMPAIGNS_PATH}/divisionviews`,
    handler: campaignListing(`${CAMPAIGNS_PATH}/divisionviews`, (ctx, c) =>
      toCampaignDivisionView(c, ctx.state.outbound)
    ),
    permissions: ['outbound:campaign:search']
  },
  { method: 'GET', path: ONE, handler: getCampaign, permissions: VIEW },
  { method: 'PUT', path: ONE, handler: updateCampaign, permissions: EDIT },
  { method: 'PATCH', path: ONE, handler: patchCampaign, permissions: EDIT },
  { method: 'DELETE', path: ONE, handler: deleteCampaign, permissions: ['outbound:campaign:delete'] },
  {
    method: 'POST',
    path: `${ONE}/start`,
    handler: act(202, (lifecycle, campaign) => lifecycle.start(campaign)),
    permissions: ['outbound:campaign:start']
  },
  {
    method: 'POST',
    path: `${ONE}/stop`,
    handler: act(202, (lifecycle, campaign) => lifecycle.stop(campaign)),
    permissions: ['outbound:campaign:stop']
  },
  { method: 'GET', path: `${ONE}/progress`, handler: getProgress, permissions: VIEW },
  {
    method: 'DELETE',
    path: `${ONE}/progress`,
    handler: act(204, (lifecycle, campaign) => lifecycle.recycle(campaign)),
    anyPermissions: ['outbound:campaign:recycle', 'outbound:campaign:edit']
  },
  { method: 'GET', path: `${ONE}/stats`, handler: getStats, permissions: VIEW }
]

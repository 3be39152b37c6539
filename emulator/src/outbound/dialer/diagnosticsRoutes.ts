/**
 * Why a campaign dials as it does, on the platform's paths: `GET /outbound/campaigns/{id}/diagnostics`,
 * `POST /outbound/campaigns/performance/query` (an array of at most 50 ids, the SDK's body), `GET
 * /outbound/diagnostics/campaigns/{id}/summary?start&end` and `GET /outbound/settings`. Scoped to the caller's
 * organisation: another's campaign is a plain 404 (diagnostics, summary) or left out (performance).
 */
import { json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, notFound, outboundError } from '../outboundError'
import { toCampaignDiagnostics } from './campaignDiagnostics'
import { toCampaignPerformanceData } from './campaignPerformance'
import { toDiagnosticSummary, readWindow } from './diagnosticSummary'
import { toOutboundSettings } from './outboundSettings'

/** How many ids one performance query may name (the SDK: "Maximum of 50 IDs allowed"). */
export const MAX_PERFORMANCE_IDS = 50

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

function getDiagnostics(ctx: ApiContext, params: PathParams): Reply {
  const id = params.campaignId ?? ''
  const campaign = ctx.state.outbound.find(orgOf(ctx), id)
  if (!campaign) return notFound('campaign', id, ctx.correlationId)
  return json(200, toCampaignDiagnostics(campaign, ctx.state.outbound))
}

async function queryPerformance(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const ids = body.value
  if (!Array.isArray(ids) || !ids.every(id => typeof id === 'string')) {
    return badRequest(
      'The request body must be an array of campaign ids, e.g. ["<id>", "<id>"].',
      ctx.correlationId
    )
  }
  const unique = [...new Set(ids as string[])]
  if (unique.length > MAX_PERFORMANCE_IDS) {
    return outboundError(
      400,
      'bad.request',
      `At most ${MAX_PERFORMANCE_IDS} campaign ids may be asked for at once, got ${unique.length}.`,
      ctx.correlationId,
      { limit: { namespace: 'outbound', key: 'max.campaign.performance.ids', value: MAX_PERFORMANCE_IDS } }
    )
  }
  const store = ctx.state.outbound
  const entities = unique.flatMap(id => {
    const campaign = store.find(orgOf(ctx), id)
    return campaign ? [toCampaignPerformanceData(campaign, ctx.state)] : []
  })
  return json(200, { entities })
}

function getSummary(ctx: ApiContext, params: PathParams): Reply {
  const id = params.campaignId ?? ''
  const campaign = ctx.state.outbound.find(orgOf(ctx), id)
  if (!campaign) return notFound('campaign', id, ctx.correlationId)
  const window = readWindow(ctx.query)
  if (!window.ok) return badRequest(window.message, ctx.correlationId)
  return json(200, toDiagnosticSummary(campaign, ctx.state.outbound, window.value))
}

function getSettings(ctx: ApiContext): Reply {
  return json(200, toOutboundSettings(ctx.session.organization))
}

const VIEW = ['outbound:campaign:view']

/** The literal performance path comes before `{campaignId}` routes elsewhere; it is spread in first. */
export const diagnosticsRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/outbound/campaigns/performance/query',
    handler: queryPerformance,
    permissions: VIEW
  },
  {
    method: 'GET',
    path: '/api/v2/outbound/campaigns/{campaignId}/diagnostics',
    handler: getDiagnostics,
    permissions: VIEW
  },
  {
    method: 'GET',
    path: '/api/v2/outbound/diagnostics/campaigns/{campaignId}/summary',
    handler: getSummary,
    permissions: VIEW
  },
  {
    method: 'GET',
    path: '/api/v2/outbound/settings',
    handler: getSettings,
    permissions: ['outbound:settings:view']
  }
]

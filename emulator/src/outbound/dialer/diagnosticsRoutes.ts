/**
 * Why a campaign dials as it does, on the platform's paths: `GET /outbound/campaigns/{id}/diagnostics`,
 * `POST /outbound/campaigns/performance/query` (an array of at most 50 ids, the SDK's body), `GET
 * /outbound/diagnostics/campaigns/{id}/summary?start&end` and `GET /outbound/settings`. Scoped to the caller's
 * organisation: another's campaign is a plain 404 (diagnostics, summary) or left out (performance).
 */
import { json, type Reply } from '../../reply'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, notFound } from '../outboundError'
import { readCampaignIds } from '../readCampaignIds'
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
  const read = await readCampaignIds(ctx, { max: MAX_PERFORMANCE_IDS, key: 'max.campaign.performance.ids' })
  if ('reply' in read) return read.reply
  const unique = read.ids
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
    // not campaign:view: a person who may see a campaign may still be refused its health over time
    permissions: ['outbound:campaignDiagnostic:view']
  },
  {
    method: 'GET',
    path: '/api/v2/outbound/settings',
    handler: getSettings,
    permissions: ['outbound:settings:view']
  }
]

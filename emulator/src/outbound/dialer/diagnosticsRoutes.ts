/**
 * Why a campaign dials as it does, on the platform's paths: `GET /outbound/campaigns/{id}/diagnostics`,
 * `POST /outbound/campaigns/performance/query` (an array of at most 50 ids, the SDK's body), `GET
 * /outbound/diagnostics/campaigns/{id}/summary?start&end` and `GET /outbound/settings`. Scoped to the caller's
 * organisation: another's campaign is a plain 404 (diagnostics, summary) or left out (performance).
 */
import { json, type Reply } from '../../reply'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest } from '../outboundError'
import { readCampaigns } from '../readCampaigns'
import { withCampaign } from '../withCampaign'
import { toCampaignDiagnostics } from './campaignDiagnostics'
import { toCampaignPerformanceData } from './campaignPerformance'
import { toDiagnosticSummary, readWindow } from './diagnosticSummary'
import { toOutboundSettings } from './outboundSettings'

/** How many ids one performance query may name (the SDK: "Maximum of 50 IDs allowed"). */
export const MAX_PERFORMANCE_IDS = 50

const getDiagnostics = withCampaign((ctx, campaign) =>
  json(200, toCampaignDiagnostics(campaign, ctx.state.outbound))
)

async function queryPerformance(ctx: ApiContext): Promise<Reply> {
  const limit = { max: MAX_PERFORMANCE_IDS, key: 'max.campaign.performance.ids' }
  const read = await readCampaigns(ctx, limit, campaign =>
    toCampaignPerformanceData(campaign, ctx.state.outbound)
  )
  return 'reply' in read ? read.reply : json(200, { entities: read.views })
}

const getSummary = withCampaign((ctx, campaign) => {
  const window = readWindow(ctx.query)
  if (!window.ok) return badRequest(window.message, ctx.correlationId)
  return json(200, toDiagnosticSummary(campaign, ctx.state.outbound.now(), window.value))
})

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

import { z } from 'zod'
import {
  campaignDiagnosticsSchema,
  campaignPerformanceSchema,
  conversationAggregatesSchema,
  diagnosticsSummarySchema,
  eventLogSchema,
  type PlatformCampaignDiagnostics,
  type PlatformCampaignPerformance,
  type PlatformDiagnosticsSummary,
  type PlatformEventLog
} from './diagnosticsModels'
import type { PlatformSession } from './outboundApi'
import { entityListingSchema, readEntities } from './outboundModels'

/** the most ids one performance query takes (the platform's limit max.campaign.performance.ids) */
export const PERFORMANCE_IDS_PER_CALL = 50

const campaignPath = (id: string) => `/api/v2/outbound/campaigns/${encodeURIComponent(id)}`

/** GET /api/v2/outbound/campaigns/{id}/diagnostics (outbound:campaign:view) */
export const getCampaignDiagnostics = (
  { platform, token }: PlatformSession,
  id: string
): Promise<PlatformCampaignDiagnostics> =>
  platform.request(token, {
    method: 'GET',
    path: `${campaignPath(id)}/diagnostics`,
    schema: campaignDiagnosticsSchema
  })

/**
 * POST /api/v2/outbound/campaigns/performance/query with the ids, PERFORMANCE_IDS_PER_CALL per call: every
 * active campaign of an organisation (at most 50) in one call.
 */
export async function queryCampaignPerformance(
  { platform, token }: PlatformSession,
  ids: readonly string[]
): Promise<PlatformCampaignPerformance[]> {
  const all: PlatformCampaignPerformance[] = []
  for (let start = 0; start < ids.length; start += PERFORMANCE_IDS_PER_CALL) {
    const answer = await platform.request(token, {
      method: 'POST',
      path: '/api/v2/outbound/campaigns/performance/query',
      body: ids.slice(start, start + PERFORMANCE_IDS_PER_CALL),
      schema: entityListingSchema
    })
    all.push(...readEntities(answer.entities, campaignPerformanceSchema))
  }
  return all
}

/** GET /api/v2/outbound/diagnostics/campaigns/{id}/summary?start&end: state and health windows (outbound:campaignDiagnostic:view) */
export const getCampaignDiagnosticsSummary = (
  { platform, token }: PlatformSession,
  id: string,
  start: string,
  end: string
): Promise<PlatformDiagnosticsSummary> =>
  platform.request(token, {
    method: 'GET',
    path: `/api/v2/outbound/diagnostics/campaigns/${encodeURIComponent(id)}/summary`,
    query: { start, end },
    schema: diagnosticsSummarySchema
  })

/** GET /api/v2/outbound/events, one page, newest first (outbound:eventLog:view) */
export async function listDialerEvents(
  { platform, token }: PlatformSession,
  query: { category?: string; pageSize?: number; pageNumber?: number } = {}
): Promise<PlatformEventLog[]> {
  return (await readEventPage({ platform, token }, query)).events
}

async function readEventPage(
  { platform, token }: PlatformSession,
  query: { category?: string; pageSize?: number; pageNumber?: number }
): Promise<{ events: PlatformEventLog[]; pageCount: number | undefined; size: number }> {
  const page = await platform.request(token, {
    method: 'GET',
    path: '/api/v2/outbound/events',
    query: {
      pageSize: query.pageSize ?? 100,
      pageNumber: query.pageNumber ?? 1,
      sortBy: 'timestamp',
      sortOrder: 'descending',
      ...(query.category ? { category: query.category } : {})
    },
    schema: entityListingSchema
  })
  return {
    events: readEntities(page.entities, eventLogSchema),
    pageCount: page.pageCount,
    size: page.entities.length
  }
}

/** The event log read back to a moment: its events, and whether older ones of that window were left unread. */
export interface DialerEventsSince {
  events: PlatformEventLog[]
  /** true when the last page read still reached into the window: older events of it exist but were not read */
  truncated: boolean
}

/**
 * GET /api/v2/outbound/events page after page (pageNumber from 1, pages of 100, newest first, as the platform
 * pages every listing) until a page reaches back before `since` (ms), the listing ends (`pageCount`, or a short
 * page when the platform leaves it out), or `maxPages` were read: the organisation's event log has no filter
 * by campaign or by time, so a busy log's older events of the day lie on later pages.
 */
export async function listDialerEventsSince(
  session: PlatformSession,
  since: number,
  maxPages: number,
  pageSize = 100
): Promise<DialerEventsSince> {
  const events: PlatformEventLog[] = []
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber++) {
    const page = await readEventPage(session, { pageSize, pageNumber })
    events.push(...page.events)
    const last = page.pageCount ?? (page.size < pageSize ? pageNumber : pageNumber + 1)
    const oldest = page.events.at(-1)?.timestamp
    const reachedBack = oldest !== undefined && Date.parse(oldest) < since
    if (page.size === 0 || pageNumber >= last || reachedBack) return { events, truncated: false }
  }
  return { events, truncated: true }
}

/** Per campaign: calls connected and abandoned in the interval. */
export interface CampaignAbandons {
  connected: number
  abandoned: number
}

/**
 * POST /api/v2/analytics/conversations/aggregates/query (analytics:conversationAggregate:view): connected and
 * abandoned outbound calls per campaign in `interval` (ISO start/end), one call for all of them.
 */
export async function queryCampaignAbandons(
  { platform, token }: PlatformSession,
  campaignIds: readonly string[],
  interval: string
): Promise<Map<string, CampaignAbandons>> {
  if (campaignIds.length === 0) return new Map()
  const answer = await platform.request(token, {
    method: 'POST',
    path: '/api/v2/analytics/conversations/aggregates/query',
    body: {
      interval,
      groupBy: ['outboundCampaignId'],
      filter: {
        type: 'or',
        predicates: campaignIds.map(id => ({
          type: 'dimension',
          dimension: 'outboundCampaignId',
          operator: 'matches',
          value: id
        }))
      },
      metrics: ['nOutboundConnected', 'nOutboundAbandoned']
    },
    schema: conversationAggregatesSchema
  })
  const byCampaign = new Map<string, CampaignAbandons>()
  for (const result of answer.results ?? []) {
    const id = z.string().safeParse(result.group.outboundCampaignId)
    if (!id.success) continue
    const figures = { connected: 0, abandoned: 0 }
    for (const item of result.data)
      for (const { metric, stats } of item.metrics) {
        if (metric === 'nOutboundConnected') figures.connected += stats.count ?? 0
        if (metric === 'nOutboundAbandoned') figures.abandoned += stats.count ?? 0
      }
    byCampaign.set(id.data, figures)
  }
  return byCampaign
}

/** One bucket of a campaign's calls (ISO start/end, as analytics names it). */
export interface CampaignActivityBucket {
  interval: string
  attempted: number
  connected: number
  abandoned: number
}

/**
 * POST /api/v2/analytics/conversations/aggregates/query (analytics:conversationAggregate:view) for one campaign:
 * its calls placed, connected and abandoned per `granularity` (ISO duration, e.g. PT5M) of `interval`. Buckets
 * with no call are left out by the platform, and so are metrics of 0 (read as 0).
 */
export async function queryCampaignActivity(
  { platform, token }: PlatformSession,
  campaignId: string,
  interval: string,
  granularity: string
): Promise<CampaignActivityBucket[]> {
  const answer = await platform.request(token, {
    method: 'POST',
    path: '/api/v2/analytics/conversations/aggregates/query',
    body: {
      interval,
      granularity,
      groupBy: ['outboundCampaignId'],
      filter: {
        type: 'and',
        predicates: [
          { type: 'dimension', dimension: 'outboundCampaignId', operator: 'matches', value: campaignId }
        ]
      },
      metrics: ['nOutboundAttempted', 'nOutboundConnected', 'nOutboundAbandoned']
    },
    schema: conversationAggregatesSchema
  })
  const buckets: CampaignActivityBucket[] = []
  for (const result of answer.results ?? []) {
    if (result.group.outboundCampaignId !== campaignId) continue
    for (const item of result.data) {
      if (!item.interval) continue
      const bucket = { interval: item.interval, attempted: 0, connected: 0, abandoned: 0 }
      for (const { metric, stats } of item.metrics) {
        if (metric === 'nOutboundAttempted') bucket.attempted += stats.count ?? 0
        if (metric === 'nOutboundConnected') bucket.connected += stats.count ?? 0
        if (metric === 'nOutboundAbandoned') bucket.abandoned += stats.count ?? 0
      }
      buckets.push(bucket)
    }
  }
  return buckets
}

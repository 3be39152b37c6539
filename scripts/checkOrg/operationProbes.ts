import type { PlatformCall, QueryValue } from './createPlatformHttp'
import type { FeatureKey } from './featureRequirements'
import {
  collectCampaigns,
  collectScheduledCampaign,
  collectScheduledSequence,
  keep,
  someCampaignIds,
  type FoundIds,
  type IdKind
} from './foundIds'

/** One read-only operation the app performs, called the way the app calls it (src/server/platform/*.ts). */
export interface OperationProbe {
  feature: FeatureKey
  method: PlatformCall['method']
  /** the SDK's path template */
  route: string
  /** the id its path (or body) needs, found by an earlier probe */
  needs?: IdKind
  query?: (now: number) => Record<string, QueryValue>
  body?: (found: FoundIds, now: number) => unknown
  /** what it tells later probes */
  collect?: (body: unknown, found: FoundIds) => void
  /** a 404 here is an answer, not a failure: what it means (e.g. no export made yet) */
  notFoundMeans?: string
}

// Small pages: the check reads shapes, not the organisation.
const PAGE = { pageSize: 5, pageNumber: 1 }
const CAMPAIGN_PAGE = { pageSize: 25, pageNumber: 1 }
const HOUR_MS = 3_600_000
const iso = (ms: number) => new Date(ms).toISOString()

/** The Platform API's read-only operations Campaign Manager performs, in an order that finds ids first. */
export const OPERATION_PROBES: readonly OperationProbe[] = [
  { feature: 'signIn', method: 'GET', route: '/api/v2/organizations/me' },
  { feature: 'signIn', method: 'GET', route: '/api/v2/tokens/me' },
  {
    feature: 'viewCampaigns',
    method: 'GET',
    route: '/api/v2/outbound/campaigns',
    query: () => ({ ...CAMPAIGN_PAGE, sortBy: 'dateModified', sortOrder: 'descending' }),
    collect: collectCampaigns
  },
  {
    feature: 'viewCampaigns',
    method: 'GET',
    route: '/api/v2/outbound/campaigns/{campaignId}',
    needs: 'campaign'
  },
  {
    feature: 'viewCampaigns',
    method: 'GET',
    route: '/api/v2/outbound/campaigns/{campaignId}/progress',
    needs: 'campaign'
  },
  {
    feature: 'viewCampaigns',
    method: 'POST',
    route: '/api/v2/outbound/campaigns/progress',
    needs: 'campaign',
    body: someCampaignIds
  },
  {
    feature: 'viewCampaigns',
    method: 'GET',
    route: '/api/v2/outbound/campaigns/{campaignId}/stats',
    needs: 'campaign'
  },
  {
    feature: 'viewCampaigns',
    method: 'GET',
    route: '/api/v2/outbound/campaigns/{campaignId}/diagnostics',
    needs: 'campaign'
  },
  {
    feature: 'viewCampaigns',
    method: 'POST',
    route: '/api/v2/outbound/campaigns/performance/query',
    needs: 'campaign',
    body: someCampaignIds
  },
  {
    feature: 'diagnosticsSummary',
    method: 'GET',
    route: '/api/v2/outbound/diagnostics/campaigns/{campaignId}/summary',
    needs: 'campaign',
    query: now => ({ start: iso(now - HOUR_MS), end: iso(now) })
  },
  {
    feature: 'eventLog',
    method: 'GET',
    route: '/api/v2/outbound/events',
    query: () => ({ ...PAGE, sortBy: 'timestamp', sortOrder: 'descending' })
  },
  {
    feature: 'genesysCloudActivity',
    method: 'POST',
    route: '/api/v2/audits/query/realtime',
    needs: 'campaign',
    // the app's own query (auditApi.queryEntityAudit): one campaign's changes over the last day
    query: () => ({ expand: 'user' }),
    body: (found, now) => ({
      interval: `${iso(now - 24 * HOUR_MS)}/${iso(now)}`,
      serviceName: 'Outbound',
      filters: [{ property: 'EntityId', value: someCampaignIds(found)[0] }],
      pageSize: 5,
      pageNumber: 1
    })
  },
  {
    feature: 'abandonRates',
    method: 'POST',
    route: '/api/v2/analytics/conversations/aggregates/query',
    needs: 'campaign',
    // the app's own query (diagnosticsApi.queryCampaignAbandons), over the last hour
    body: (found, now) => ({
      interval: `${iso(now - HOUR_MS)}/${iso(now)}`,
      groupBy: ['outboundCampaignId'],
      filter: {
        type: 'or',
        predicates: someCampaignIds(found).map(id => ({
          type: 'dimension',
          dimension: 'outboundCampaignId',
          operator: 'matches',
          value: id
        }))
      },
      metrics: ['nOutboundConnected', 'nOutboundAbandoned']
    })
  },
  { feature: 'queues', method: 'GET', route: '/api/v2/routing/queues', query: () => PAGE },
  { feature: 'scripts', method: 'GET', route: '/api/v2/scripts', query: () => PAGE },
  {
    feature: 'edgeGroups',
    method: 'GET',
    route: '/api/v2/telephony/providers/edges/edgegroups',
    query: () => PAGE
  },
  {
    feature: 'responseSets',
    method: 'GET',
    route: '/api/v2/outbound/callanalysisresponsesets',
    query: () => PAGE
  },
  { feature: 'divisions', method: 'GET', route: '/api/v2/authorization/divisions', query: () => PAGE },
  {
    feature: 'viewContactLists',
    method: 'GET',
    route: '/api/v2/outbound/contactlists',
    query: () => ({ includeSize: true, includeImportStatus: true, ...PAGE }),
    collect: keep('contactList')
  },
  {
    feature: 'viewContactLists',
    method: 'GET',
    route: '/api/v2/outbound/contactlists/{contactListId}',
    needs: 'contactList',
    query: () => ({ includeSize: true, includeImportStatus: true })
  },
  {
    feature: 'viewContacts',
    method: 'POST',
    route: '/api/v2/outbound/contactlists/{contactListId}/contacts/search',
    needs: 'contactList',
    body: () => PAGE
  },
  {
    feature: 'exportContacts',
    method: 'GET',
    route: '/api/v2/outbound/contactlists/{contactListId}/export',
    needs: 'contactList',
    notFoundMeans: 'no export of this list yet'
  },
  {
    feature: 'viewDncLists',
    method: 'GET',
    route: '/api/v2/outbound/dnclists',
    query: () => ({ includeSize: true, ...PAGE }),
    collect: keep('dncList')
  },
  {
    feature: 'viewDncLists',
    method: 'GET',
    route: '/api/v2/outbound/dnclists/{dncListId}',
    needs: 'dncList',
    query: () => ({ includeSize: true })
  },
  {
    feature: 'exportDncNumbers',
    method: 'GET',
    route: '/api/v2/outbound/dnclists/{dncListId}/export',
    needs: 'dncList',
    notFoundMeans: 'no export of this list yet'
  },
  {
    feature: 'viewSchedules',
    method: 'GET',
    route: '/api/v2/outbound/schedules/campaigns',
    collect: collectScheduledCampaign
  },
  {
    feature: 'viewSchedules',
    method: 'GET',
    route: '/api/v2/outbound/schedules/campaigns/{campaignId}',
    needs: 'scheduledCampaign'
  },
  {
    feature: 'viewSchedules',
    method: 'GET',
    route: '/api/v2/outbound/schedules/sequences',
    collect: collectScheduledSequence
  },
  {
    feature: 'viewSchedules',
    method: 'GET',
    route: '/api/v2/outbound/schedules/sequences/{sequenceId}',
    needs: 'scheduledSequence'
  },
  {
    feature: 'viewCallableTimeSets',
    method: 'GET',
    route: '/api/v2/outbound/callabletimesets',
    query: () => PAGE,
    collect: keep('callableTimeSet')
  },
  {
    feature: 'viewCallableTimeSets',
    method: 'GET',
    route: '/api/v2/outbound/callabletimesets/{callableTimeSetId}',
    needs: 'callableTimeSet'
  },
  {
    feature: 'viewSequences',
    method: 'GET',
    route: '/api/v2/outbound/sequences',
    query: () => PAGE,
    collect: keep('sequence')
  },
  {
    feature: 'viewSequences',
    method: 'GET',
    route: '/api/v2/outbound/sequences/{sequenceId}',
    needs: 'sequence'
  },
  {
    feature: 'directorySearch',
    method: 'POST',
    route: '/api/v2/users/search',
    // the users page's lookup (src/server/platform/usersSearchApi.ts), for a name everyone's directory has
    body: () => ({ ...PAGE, query: [{ type: 'CONTAINS', fields: ['name', 'email'], value: 'a' }] })
  }
]

/**
 * The Analytics API's conversation aggregates, for the dialer's calls: `POST
 * /api/v2/analytics/conversations/aggregates/query` (permission `analytics:conversationAggregate:view`), the
 * SDK's `AnalyticsApi.postAnalyticsConversationsAggregatesQuery`. Scoped to the caller's organisation: another
 * organisation's campaigns are never counted, whatever the filter names. What is modelled: aggregateQuery.ts;
 * how the counts follow the dialer: conversationAggregates.ts.
 */
import { json, type Reply } from '../reply'
import { readJson } from '../requestContext'
import type { ApiContext, ApiRoute } from '../platform/apiContext'
import { badRequest } from '../outbound/outboundError'
import { readAggregateQuery } from './readAggregateQuery'
import { aggregateConversations } from './conversationAggregates'

async function queryConversationAggregates(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const query = readAggregateQuery(body.value)
  if (!query.ok) return badRequest(query.message, ctx.correlationId, query.details)
  return json(200, aggregateConversations(ctx.state.outbound, ctx.session.organization.id, query.value))
}

export const analyticsRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/analytics/conversations/aggregates/query',
    handler: queryConversationAggregates,
    permissions: ['analytics:conversationAggregate:view']
  }
]

/**
 * The Audit API's realtime query (`POST /api/v2/audits/query/realtime`, permission `audits:audit:view`): the
 * organisation's audit messages (auditLog.ts) in the interval, filtered, sorted by time (newest first unless
 * asked otherwise) and paged (SDK `AuditRealtimeQueryResultsResponse` of `AuditLogMessage`). `expand=user` names
 * each message's user; without it the user is an id only.
 */
import { json, type Reply } from '../reply'
import { readJson } from '../requestContext'
import { orgOf, type ApiContext, type ApiRoute } from '../platform/apiContext'
import { badRequest } from '../outbound/outboundError'
import type { AuditRecord } from './auditLog'
import { readAuditQuery, type AuditFilterProperty } from './readAuditQuery'

const SERVICE = 'Outbound'

const fieldOf: Record<AuditFilterProperty, (record: AuditRecord, orgId: string) => string> = {
  UserId: record => record.user.id,
  TrusteeOrganizationId: (_record, orgId) => orgId,
  ClientId: record => record.clientId,
  Action: record => record.action,
  EntityType: record => record.entityType,
  EntityId: record => record.entity.id
}

/** One message as the SDK's AuditLogMessage. */
function toAuditLogMessage(record: AuditRecord, expandUser: boolean) {
  const said = `${record.entityType} "${record.entity.name}": ${record.action}`
  return {
    id: record.id,
    user: {
      id: record.user.id,
      ...(expandUser ? { name: record.user.name } : {}),
      selfUri: `/api/v2/users/${record.user.id}`
    },
    client: { id: record.clientId, selfUri: `/api/v2/oauth/clients/${record.clientId}` },
    remoteIp: ['127.0.0.1'],
    serviceName: SERVICE,
    level: 'USER',
    eventDate: new Date(record.at).toISOString(),
    message: { message: said, messageWithParams: said, messageParams: {} },
    action: record.action,
    entity: { id: record.entity.id, name: record.entity.name },
    entityType: record.entityType,
    status: 'SUCCESS',
    propertyChanges: record.propertyChanges,
    context: {}
  }
}

async function queryRealtime(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const read = readAuditQuery(body.value, ctx.options.now())
  if (!read.ok) return badRequest(read.message, ctx.correlationId)
  const query = read.value
  const orgId = orgOf(ctx)
  const found = ctx.state.audits
    .listed(orgId)
    .filter(
      record =>
        record.at >= query.from &&
        record.at < query.to &&
        (query.serviceName === undefined || query.serviceName === SERVICE) &&
        query.filters.every(filter => fieldOf[filter.property](record, orgId) === filter.value)
    )
  if (query.descending) found.reverse()
  const { pageSize, pageNumber } = query
  const expandUser = ctx.query.getAll('expand').some(value => value.split(',').includes('user'))
  return json(200, {
    entities: found
      .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
      .map(record => toAuditLogMessage(record, expandUser)),
    pageSize,
    pageNumber,
    total: found.length,
    pageCount: Math.ceil(found.length / pageSize)
  })
}

export const auditQueryRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/audits/query/realtime',
    handler: queryRealtime,
    permissions: ['audits:audit:view']
  }
]

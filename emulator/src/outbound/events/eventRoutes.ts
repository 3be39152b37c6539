/**
 * The dialer's event log (`GET /api/v2/outbound/events`, DialerEventEntityListing of EventLog, and
 * `…/events/{eventId}`): what schedules and sequences could not do on their own. Newest first unless asked
 * otherwise; `category` and `level` filter (case-insensitive), `name` + `filterType` as in every listing.
 */
import { json, type Reply } from '../../reply'
import type { PathParams } from '../../router'
import { orgOf, type ApiContext, type ApiRoute } from '../../platform/apiContext'
import { compareNames, readNameFilter, readSortBy, readSortOrder } from '../kit/listQuery'
import { badRequest, notFound } from '../outboundError'
import { paginate, readPageRequest } from '../kit/paging'
import type { DialerEvent } from './dialerEventStore'

const EVENTS_PATH = '/api/v2/outbound/events'
const SORT_FIELDS = ['timestamp', 'name', 'category', 'level'] as const

export const toEventLog = (event: DialerEvent) => ({
  id: event.id,
  name: event.name,
  ...(event.errorEntity ? { errorEntity: event.errorEntity } : {}),
  ...(event.relatedEntity ? { relatedEntity: event.relatedEntity } : {}),
  timestamp: new Date(event.timestamp).toISOString(),
  level: event.level,
  category: event.category,
  correlationId: event.correlationId,
  eventMessage: {
    code: event.code,
    message: event.message,
    messageWithParams: event.messageWithParams ?? event.message,
    messageParams: event.messageParams ?? {}
  },
  selfUri: `${EVENTS_PATH}/${event.id}`
})

function listEvents(ctx: ApiContext): Reply {
  const { query } = ctx
  const page = readPageRequest(query)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const name = readNameFilter(query)
  if (!name.ok) return badRequest(name.message, ctx.correlationId)
  const sortBy = readSortBy(query, SORT_FIELDS)
  if (!sortBy.ok) return badRequest(sortBy.message, ctx.correlationId)
  // The log reads newest first unless a sortOrder is given.
  const sortOrder =
    query.get('sortOrder') === null ? { ok: true as const, value: 'descending' } : readSortOrder(query)
  if (!sortOrder.ok) return badRequest(sortOrder.message, ctx.correlationId)
  const category = query.get('category')?.toLowerCase()
  const level = query.get('level')?.toLowerCase()
  const store = ctx.state.outbound
  store.catchUp(orgOf(ctx))
  const field = sortBy.value
  const direction = sortOrder.value === 'descending' ? -1 : 1
  const compare = (a: DialerEvent, b: DialerEvent) =>
    field === 'name' ? compareNames(a.name, b.name) : a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0
  const events = store.events
    .all(orgOf(ctx))
    .filter(
      event =>
        (!name.value || name.value(event.name)) &&
        (!category || event.category.toLowerCase() === category) &&
        (!level || event.level.toLowerCase() === level)
    )
    // Sorting is stable: events of one instant stay in the order they happened.
    .sort((a, b) => direction * compare(a, b))
  const listing = paginate(events, page.value, EVENTS_PATH, query)
  return json(200, { ...listing, entities: listing.entities.map(toEventLog) })
}

function getEvent(ctx: ApiContext, params: PathParams): Reply {
  const id = params.eventId ?? ''
  ctx.state.outbound.catchUp(orgOf(ctx))
  const event = ctx.state.outbound.events.find(orgOf(ctx), id)
  return event ? json(200, toEventLog(event)) : notFound('event', id, ctx.correlationId)
}

export const eventRoutes: ApiRoute[] = [
  { method: 'GET', path: EVENTS_PATH, handler: listEvents, permissions: ['outbound:eventLog:view'] },
  {
    method: 'GET',
    path: `${EVENTS_PATH}/{eventId}`,
    handler: getEvent,
    permissions: ['outbound:eventLog:view']
  }
]

/**
 * Every change to an outbound object made through the Platform API leaves an audit message (auditLog.ts), as the
 * platform's do: a route list is wrapped once, and each write that succeeds (2xx) is recorded with the object's
 * properties that changed, read from the object's view before and after (a creation: its answer; a deletion:
 * the object as it was). Reads, refusals and failures are not audited; neither are the dialer's own moves.
 */
import type { PathParams } from '../router'
import { orgOf, type ApiContext, type ApiRoute } from '../platform/apiContext'
import type { Reply } from '../reply'
import type { PropertyChange } from './auditLog'

/** What the audit needs of a kind of object: its SDK entity type, and its view read by the path's id. */
export interface AuditedKind {
  entityType: string
  /** the object the path names, as the API answers it; undefined when there is none (a creation, a deletion) */
  read(ctx: ApiContext, params: PathParams): Record<string, unknown> | undefined
  /**
   * the action of a route, when not Create (POST without id), Delete (DELETE) or Update (the rest); null: the
   * route changes nothing (a query sent as a POST)
   */
  actionOf?(route: ApiRoute): string | null | undefined
}

/** bookkeeping every view carries: not a change anyone made */
const UNAUDITED = new Set(['id', 'version', 'dateCreated', 'dateModified', 'selfUri'])

/** A property's value as the audit's strings: a reference by its id, a list item by item. */
function valuesOf(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value.flatMap(valuesOf)
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return [typeof id === 'string' ? id : JSON.stringify(value)]
  }
  return [String(value)]
}

/** The properties whose values differ between two views of an object (either may be absent). */
export function propertyChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined
): PropertyChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  return [...keys]
    .filter(key => !UNAUDITED.has(key))
    .map(property => ({
      property,
      oldValues: valuesOf(before?.[property]),
      newValues: valuesOf(after?.[property])
    }))
    .filter(change => JSON.stringify(change.oldValues) !== JSON.stringify(change.newValues))
}

const defaultAction = (route: ApiRoute, params: PathParams): string => {
  if (route.method === 'DELETE') return 'Delete'
  return route.method === 'POST' && Object.keys(params).length === 0 ? 'Create' : 'Update'
}

function bodyOf(reply: Reply): Record<string, unknown> | undefined {
  try {
    const value: unknown = reply.body ? JSON.parse(reply.body) : undefined
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The routes with their writes audited: GET and HEAD routes pass unchanged. */
export function auditedRoutes(routes: readonly ApiRoute[], kind: AuditedKind): ApiRoute[] {
  return routes.map(route => {
    if (route.method === 'GET' || route.method === 'HEAD') return route
    const named = kind.actionOf?.(route)
    if (named === null) return route
    const handler: ApiRoute['handler'] = async (ctx, params) => {
      const before = kind.read(ctx, params)
      const reply = await route.handler(ctx, params)
      if (reply.status < 200 || reply.status >= 300) return reply
      const action = named ?? defaultAction(route, params)
      const after = action === 'Delete' ? undefined : (kind.read(ctx, params) ?? bodyOf(reply))
      const entity = after ?? before
      const id = entity?.id
      const name = entity?.name
      const changes = propertyChanges(before, after)
      // (a write that changed nothing, a start of a running campaign, leaves nothing to audit)
      if (typeof id !== 'string' || (action === 'Update' && changes.length === 0)) return reply
      const { user, token } = ctx.session
      ctx.state.audits.record({
        orgId: orgOf(ctx),
        user: { id: user.id, name: user.name },
        clientId: token.clientId,
        action,
        entity: { id, name: typeof name === 'string' ? name : '' },
        entityType: kind.entityType,
        propertyChanges: changes
      })
      return reply
    }
    return { ...route, handler }
  })
}

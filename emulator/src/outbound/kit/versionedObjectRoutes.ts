/**
 * The endpoints every versioned outbound object has on the platform, written once: GET the listing (paging,
 * `sortBy`/`sortOrder`, `name` + `filterType`, `id`, `divisionId`: listingReply.ts), POST, and GET/PUT/DELETE one
 * by its id. Another organisation's object is a plain 404; names are unique per organisation (400
 * name.already.exists); a PUT needs the object's current version, checked before the rest of the body (409
 * general.conflict with the platform's ErrorBody); each method asks its permission (`<permission>:view`, `:add`,
 * `:edit`, `:delete`); each change leaves an audit message (audits/auditedRoutes.ts). Subscribers hear of every
 * change through the notification hub's scan after each outbound write (handleRequest.ts). A kind says what
 * differs: its path, its names, its views, its validation and what its changes do besides.
 */
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import { orgOf, type ApiContext, type ApiRoute } from '../../platform/apiContext'
import { auditedRoutes } from '../../audits/auditedRoutes'
import { badRequest, failureReply, notFound } from '../outboundError'
import { nameConflict, ok, versionConflict, type Outcome, type Refusal } from '../outcome'
import type { CampaignRecord } from '../campaignRecord'
import { isObject } from './bodyProblems'
import { listingReply } from './listingReply'
import { refuseWhileUsed } from './refuseWhileUsed'
import type { Fields, Versioned, VersionedStore } from './versionedStore'

/** What a POST or PUT body sets: some of the record's fields, a name always. */
export type VersionedInput<T extends Versioned> = Partial<Fields<T>> & { name: string }

export interface VersionedKind<T extends Versioned, I extends VersionedInput<T>> {
  /** the listing's path, e.g. `/api/v2/outbound/dnclists`; one object is `<path>/{<param>}` */
  path: string
  param: string
  /** how the platform's messages name one, e.g. `DNC list` */
  label: string
  /** the permissions' prefix, e.g. `outbound:dncList` */
  permission: string
  /** its entity type in the platform's audit (SDK AuditLogMessage.entityType), e.g. `DNCList` */
  auditType: string
  store(ctx: ApiContext): VersionedStore<T>
  view(ctx: ApiContext, record: T): unknown
  /** what POST and PUT answer, where it differs from `view` */
  savedView?(ctx: ApiContext, record: T): unknown
  /** a body of POST or PUT, read and checked */
  validate(ctx: ApiContext, body: unknown): Outcome<I>
  /** POST, once the body and the name are checked */
  create(ctx: ApiContext, input: I): Outcome<T>
  /** PUT, once the version, the body and the name are checked (the store's `replace` by default) */
  update?(ctx: ApiContext, record: T, input: I): Outcome<T>
  /** a change the platform refuses whatever the name (checked before it) */
  checkUpdate?(record: T, input: I): Outcome<void>
  /**
   * campaigns that use it keep it from being deleted: the platform's referential integrity error (`status`),
   * saying `the <label> "<name>" is <used> <n> campaign(s)`
   */
  usedBy?: { status: number; used: string; uses(record: T, campaign: CampaignRecord): boolean }
  /** why else it may not be deleted now */
  checkDelete?(ctx: ApiContext, record: T): Outcome<void>
  /** what goes with it once deleted */
  removed?(ctx: ApiContext, record: T): void
  /** which records a listing keeps besides the shared filters */
  keep?(ctx: ApiContext, record: T): boolean
  /** brings the organisation up to now before its records are read (listing or one by id) */
  beforeRead?(ctx: ApiContext): void
  /** before a listing, after `beforeRead` */
  beforeListing?(ctx: ApiContext): void
  /** on the record a path names, once found */
  found?(ctx: ApiContext, record: T): void
}

/** The record the path names (brought up to now), or the 404 for one the caller's organisation does not have. */
export function findVersioned<T extends Versioned, I extends VersionedInput<T>>(
  kind: VersionedKind<T, I>,
  ctx: ApiContext,
  params: PathParams
): { record: T } | { reply: Reply } {
  const id = params[kind.param] ?? ''
  kind.beforeRead?.(ctx)
  const record = kind.store(ctx).find(orgOf(ctx), id)
  if (record) kind.found?.(ctx, record)
  return record ? { record } : { reply: notFound(kind.label, id, ctx.correlationId) }
}

/** The record the path names and the request's JSON body, or the reply refusing either (404, then 400). */
export async function readVersioned<T extends Versioned, I extends VersionedInput<T>>(
  kind: VersionedKind<T, I>,
  ctx: ApiContext,
  params: PathParams
): Promise<{ record: T; body: unknown } | { reply: Reply }> {
  const found = findVersioned(kind, ctx, params)
  if ('reply' in found) return found
  const body = await readJson(ctx)
  return body.ok
    ? { record: found.record, body: body.value }
    : { reply: badRequest(body.message, ctx.correlationId) }
}

export function versionedObjectRoutes<T extends Versioned, I extends VersionedInput<T>>(
  kind: VersionedKind<T, I>
): ApiRoute[] {
  const saved = (ctx: ApiContext, record: T) => json(200, (kind.savedView ?? kind.view)(ctx, record))
  const refused = (ctx: ApiContext, refusal: Refusal) => failureReply(refusal.failure, ctx.correlationId)

  function list(ctx: ApiContext): Reply {
    kind.beforeRead?.(ctx)
    kind.beforeListing?.(ctx)
    const { keep } = kind
    const records = kind.store(ctx).listed(orgOf(ctx))
    return listingReply(
      ctx,
      records,
      kind.path,
      record => kind.view(ctx, record),
      keep && (r => keep(ctx, r))
    )
  }

  function get(ctx: ApiContext, params: PathParams): Reply {
    const found = findVersioned(kind, ctx, params)
    return 'reply' in found ? found.reply : json(200, kind.view(ctx, found.record))
  }

  async function create(ctx: ApiContext): Promise<Reply> {
    const body = await readJson(ctx)
    if (!body.ok) return badRequest(body.message, ctx.correlationId)
    const input = kind.validate(ctx, body.value)
    if (!input.ok) return refused(ctx, input)
    if (kind.store(ctx).nameTaken(orgOf(ctx), input.value.name))
      return refused(ctx, nameConflict(kind.label, input.value.name))
    const created = kind.create(ctx, input.value)
    return created.ok ? saved(ctx, created.value) : refused(ctx, created)
  }

  async function update(ctx: ApiContext, params: PathParams): Promise<Reply> {
    const read = await readVersioned(kind, ctx, params)
    if ('reply' in read) return read.reply
    const { record, body } = read
    const version = isObject(body) ? body.version : undefined
    if (version !== record.version) return refused(ctx, versionConflict(record, kind.label, version))
    const input = kind.validate(ctx, body)
    if (!input.ok) return refused(ctx, input)
    const allowed = kind.checkUpdate?.(record, input.value)
    if (allowed && !allowed.ok) return refused(ctx, allowed)
    if (kind.store(ctx).nameTaken(orgOf(ctx), input.value.name, record.id))
      return refused(ctx, nameConflict(kind.label, input.value.name))
    const updated = kind.update
      ? kind.update(ctx, record, input.value)
      : ok(kind.store(ctx).replace(record, input.value))
    return updated.ok ? saved(ctx, updated.value) : refused(ctx, updated)
  }

  function remove(ctx: ApiContext, params: PathParams): Reply {
    const found = findVersioned(kind, ctx, params)
    if ('reply' in found) return found.reply
    const { record } = found
    const { usedBy } = kind
    const allowed = usedBy
      ? refuseWhileUsed(ctx, record, { ...usedBy, label: kind.label }, campaign =>
          usedBy.uses(record, campaign)
        )
      : kind.checkDelete?.(ctx, record)
    if (allowed && !allowed.ok) return refused(ctx, allowed)
    kind.store(ctx).remove(record)
    kind.removed?.(ctx, record)
    return empty(204)
  }

  const one = `${kind.path}/{${kind.param}}`
  const permission = (action: string) => [`${kind.permission}:${action}`]
  // Every change is audited, as the platform's are: the object as its GET answers it, before and after.
  const read = (ctx: ApiContext, params: PathParams) => {
    const record = kind.store(ctx).find(orgOf(ctx), params[kind.param])
    return record && (kind.view(ctx, record) as Record<string, unknown>)
  }
  return auditedRoutes(
    [
      { method: 'GET', path: kind.path, handler: list, permissions: permission('view') },
      { method: 'POST', path: kind.path, handler: create, permissions: permission('add') },
      { method: 'GET', path: one, handler: get, permissions: permission('view') },
      { method: 'PUT', path: one, handler: update, permissions: permission('edit') },
      { method: 'DELETE', path: one, handler: remove, permissions: permission('delete') }
    ],
    { entityType: kind.auditType, read }
  )
}

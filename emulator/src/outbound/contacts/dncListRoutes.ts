/**
 * The Outbound API's do-not-call list endpoints (`/api/v2/outbound/dnclists…`): the lists, and the phone numbers
 * of internal ones (rds, rds_custom: dncNumberRoutes.ts). Another organisation's list is a plain 404.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, failureReply, notFound, outboundError } from '../outboundError'
import { nameConflict, versionConflict } from '../outcome'
import { isObject } from './bodyProblems'
import { readIncludes, toDncList, toImportStatus } from './contactViews'
import { DNC_LISTS_PATH, dncListOf, settleDncImports } from './dncListOf'
import { dncNumberRoutes } from './dncNumberRoutes'
import { listingReply } from './listListing'
import { validateDncList } from './validateDncList'

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

const NO_INCLUDES = { includeSize: false, includeImportStatus: false }

function listDncLists(ctx: ApiContext): Reply {
  settleDncImports(ctx)
  const source = ctx.query.get('dncSourceType')
  const store = ctx.state.outbound
  return listingReply(
    ctx,
    store.listingLag.listed('dncList', orgOf(ctx), store.dnc.all(orgOf(ctx))),
    DNC_LISTS_PATH,
    list => toDncList(list, ctx.state, readIncludes(ctx.query)),
    list => !source || list.dncSourceType === source
  )
}

function getDncList(ctx: ApiContext, params: PathParams): Reply {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toDncList(found.list, ctx.state, readIncludes(ctx.query)))
}

async function createDncList(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const store = ctx.state.outbound
  const input = validateDncList(body.value, store.lookup(orgOf(ctx), ctx.state.divisions))
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  if (store.dnc.nameTaken(orgOf(ctx), input.value.name))
    return failureReply(nameConflict('DNC list', input.value.name).failure, ctx.correlationId)
  const list = store.dnc.create(orgOf(ctx), randomUUID(), input.value)
  return json(200, toDncList(list, ctx.state, NO_INCLUDES))
}

/** PUT: the current version (409 otherwise); the source type and contact method cannot change. */
async function updateDncList(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const { list } = found
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const version = isObject(body.value) ? body.value.version : undefined
  if (version !== list.version)
    return failureReply(versionConflict(list, 'DNC list', version).failure, ctx.correlationId)
  const store = ctx.state.outbound
  const input = validateDncList(body.value, store.lookup(orgOf(ctx), ctx.state.divisions))
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  if (input.value.dncSourceType !== list.dncSourceType || input.value.contactMethod !== list.contactMethod) {
    return outboundError(
      400,
      'invalid.update',
      'An attempt was made to update a DncList in an invalid way. Details: dncSourceType and contactMethod cannot change.',
      ctx.correlationId,
      { entityId: list.id, entityName: list.name }
    )
  }
  if (store.dnc.nameTaken(orgOf(ctx), input.value.name, list.id))
    return failureReply(nameConflict('DNC list', input.value.name).failure, ctx.correlationId)
  return json(200, toDncList(store.dnc.replace(list, input.value), ctx.state, NO_INCLUDES))
}

/** DELETE: refused while a campaign has the list attached (400 referential.integrity.error). */
function deleteDncList(ctx: ApiContext, params: PathParams): Reply {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const store = ctx.state.outbound
  const users = store.list(orgOf(ctx)).filter(c => c.dncLists.some(ref => ref.id === found.list.id))
  if (users.length > 0) {
    return outboundError(
      400,
      'referential.integrity.error',
      `Could not delete the resource because it is referenced by another entity: the DNC list "${found.list.name}" is attached to ${users.length} campaign(s) (${users.map(c => `"${c.name}"`).join(', ')}).`,
      ctx.correlationId,
      {
        entityId: found.list.id,
        entityName: found.list.name,
        details: users.map(c => ({ errorCode: 'referenced.by', entityId: c.id, entityName: c.name }))
      }
    )
  }
  store.dnc.remove(found.list)
  store.exports.forget('dncList', found.list.id)
  return empty(204)
}

function getImportStatus(ctx: ApiContext, params: PathParams): Reply {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const status = ctx.state.outbound.dnc.importStatus(found.list)
  // the emulator's reading: a list never imported into has no import status to answer
  if (!status) return notFound('import status of DNC list', found.list.id, ctx.correlationId)
  return json(200, toImportStatus(status))
}

const VIEW = ['outbound:dncList:view']
const ONE = `${DNC_LISTS_PATH}/{dncListId}`

export const dncListRoutes: ApiRoute[] = [
  { method: 'GET', path: DNC_LISTS_PATH, handler: listDncLists, permissions: VIEW },
  { method: 'POST', path: DNC_LISTS_PATH, handler: createDncList, permissions: ['outbound:dncList:add'] },
  { method: 'GET', path: ONE, handler: getDncList, permissions: VIEW },
  { method: 'PUT', path: ONE, handler: updateDncList, permissions: ['outbound:dncList:edit'] },
  { method: 'DELETE', path: ONE, handler: deleteDncList, permissions: ['outbound:dncList:delete'] },
  ...dncNumberRoutes,
  { method: 'GET', path: `${ONE}/importstatus`, handler: getImportStatus, permissions: VIEW }
]

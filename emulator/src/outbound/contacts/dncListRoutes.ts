/**
 * The Outbound API's do-not-call list endpoints (`/api/v2/outbound/dnclists…`): the lists, and the phone numbers
 * of internal ones (rds, rds_custom). Before numbers change, every campaign using the list writes down what it
 * dialed until then (a number added now does not un-call a contact called before). Another organisation's list
 * is a plain 404.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, failureReply, notFound, outboundError } from '../outboundError'
import { fail, nameConflict, versionConflict, type Outcome } from '../outcome'
import { isObject, readBoolean } from './bodyProblems'
import { readIncludes, toDncList, toImportStatus } from './contactViews'
import { INTERNAL_SOURCES, type DncListRecord } from './dncStore'
import { listingReply } from './listListing'
import { toE164 } from './phoneNumbers'
import { validateDncList } from './validateDncList'
import { MAX_CONTACTS_PER_CALL } from './validateContacts'

export const DNC_LISTS_PATH = '/api/v2/outbound/dnclists'

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

export function dncListOf(ctx: ApiContext, params: PathParams): { list: DncListRecord } | { reply: Reply } {
  const id = params.dncListId ?? ''
  const list = ctx.state.outbound.dnc.find(orgOf(ctx), id)
  return list ? { list } : { reply: notFound('DNC list', id, ctx.correlationId) }
}

const NO_INCLUDES = { includeSize: false, includeImportStatus: false }

function listDncLists(ctx: ApiContext): Reply {
  const source = ctx.query.get('dncSourceType')
  return listingReply(
    ctx,
    ctx.state.outbound.dnc.all(orgOf(ctx)),
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

/** Numbers of a request (at most 1,000), each in E.164; the list must be an internal list of phone numbers. */
function readNumbers(list: DncListRecord, value: unknown): Outcome<string[]> {
  if (!INTERNAL_SOURCES.includes(list.dncSourceType) || list.contactMethod !== 'Phone') {
    return fail(
      400,
      'bad.request',
      `Only internal DNC lists of phone numbers (rds, rds_custom) take phone numbers; "${list.name}" is ${list.dncSourceType}, ${list.contactMethod}.`
    )
  }
  if (!Array.isArray(value) || !value.every(item => typeof item === 'string'))
    return fail(400, 'bad.request', 'phoneNumbers must be an array of phone numbers, e.g. ["+14155550123"].')
  if (value.length > MAX_CONTACTS_PER_CALL) {
    return fail(
      400,
      'bad.request',
      `At most ${MAX_CONTACTS_PER_CALL} phone numbers may be sent in one request, got ${value.length}.`,
      {
        limit: {
          namespace: 'outbound',
          key: 'max.dnc.phone.numbers.per.request',
          value: MAX_CONTACTS_PER_CALL
        }
      }
    )
  }
  const numbers = (value as string[]).map(raw => ({ raw, e164: toE164(raw) }))
  const invalid = numbers.filter(number => !number.e164).map(number => number.raw)
  if (invalid.length > 0) {
    return fail(
      400,
      'invalid.property',
      `Not phone numbers (E.164 expected, e.g. +14155550123): ${invalid.join(', ')}.`,
      {
        details: [{ errorCode: 'invalid.value', fieldName: 'phoneNumbers' }]
      }
    )
  }
  return { ok: true, value: numbers.map(number => number.e164!) }
}

/** `expirationDateTime` (yyyy-MM-ddTHH:mmZ, or any ISO 8601 time): null when absent. */
function readExpiry(raw: unknown): Outcome<number | null> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: null }
  const at = typeof raw === 'string' ? Date.parse(raw) : NaN
  if (Number.isNaN(at))
    return fail(
      400,
      'bad.request',
      `expirationDateTime must be a time such as 2026-12-31T23:59Z, got "${String(raw)}".`
    )
  return { ok: true, value: at }
}

async function addNumbers(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const numbers = readNumbers(found.list, body.value)
  if (!numbers.ok) return failureReply(numbers.failure, ctx.correlationId)
  const expiry = readExpiry(ctx.query.get('expirationDateTime'))
  if (!expiry.ok) return failureReply(expiry.failure, ctx.correlationId)
  ctx.state.outbound.recorder.dncChanging(orgOf(ctx), found.list.id)
  ctx.state.outbound.dnc.addNumbers(found.list, numbers.value, expiry.value)
  return empty(204)
}

/** PATCH: DncPatchPhoneNumbersRequest {action: Add | Remove, phoneNumbers, expirationDateTime}. */
async function patchNumbers(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const request = isObject(body.value) ? body.value : {}
  const action = request.action
  if (action !== 'Add' && action !== 'Remove')
    return badRequest(`action must be Add or Remove, got ${JSON.stringify(action)}.`, ctx.correlationId)
  const numbers = readNumbers(found.list, request.phoneNumbers)
  if (!numbers.ok) return failureReply(numbers.failure, ctx.correlationId)
  const expiry = readExpiry(request.expirationDateTime)
  if (!expiry.ok) return failureReply(expiry.failure, ctx.correlationId)
  const { dnc, recorder } = ctx.state.outbound
  recorder.dncChanging(orgOf(ctx), found.list.id)
  if (action === 'Add') dnc.addNumbers(found.list, numbers.value, expiry.value)
  else dnc.removeNumbers(found.list, numbers.value)
  return empty(204)
}

/** DELETE …/phonenumbers?expiredOnly=true|false: every number, or only the expired ones. */
function deleteNumbers(ctx: ApiContext, params: PathParams): Reply {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  const expiredOnly = readBoolean(ctx.query, 'expiredOnly')
  if (!expiredOnly.ok) return badRequest(expiredOnly.message, ctx.correlationId)
  const checked = readNumbers(found.list, [])
  if (!checked.ok) return failureReply(checked.failure, ctx.correlationId)
  ctx.state.outbound.recorder.dncChanging(orgOf(ctx), found.list.id)
  ctx.state.outbound.dnc.clearNumbers(found.list, expiredOnly.value)
  return empty(204)
}

function getImportStatus(ctx: ApiContext, params: PathParams): Reply {
  const found = dncListOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toImportStatus(found.list.importStatus))
}

const VIEW = ['outbound:dncList:view']
const ONE = `${DNC_LISTS_PATH}/{dncListId}`

export const dncListRoutes: ApiRoute[] = [
  { method: 'GET', path: DNC_LISTS_PATH, handler: listDncLists, permissions: VIEW },
  { method: 'POST', path: DNC_LISTS_PATH, handler: createDncList, permissions: ['outbound:dncList:add'] },
  { method: 'GET', path: ONE, handler: getDncList, permissions: VIEW },
  { method: 'PUT', path: ONE, handler: updateDncList, permissions: ['outbound:dncList:edit'] },
  { method: 'DELETE', path: ONE, handler: deleteDncList, permissions: ['outbound:dncList:delete'] },
  { method: 'POST', path: `${ONE}/phonenumbers`, handler: addNumbers, permissions: ['outbound:dnc:add'] },
  { method: 'PATCH', path: `${ONE}/phonenumbers`, handler: patchNumbers, permissions: ['outbound:dnc:edit'] },
  {
    method: 'DELETE',
    path: `${ONE}/phonenumbers`,
    handler: deleteNumbers,
    permissions: ['outbound:dnc:delete']
  },
  { method: 'GET', path: `${ONE}/importstatus`, handler: getImportStatus, permissions: VIEW }
]

/**
 * The phone numbers of internal DNC lists (`/api/v2/outbound/dnclists/{id}/phonenumbers`, rds and rds_custom):
 * add (POST, or PATCH Add), remove (PATCH Remove), delete all or the expired ones. In the realism mode numbers
 * added are an import the platform processes for `importMs`: they block dialing, and are counted and exported,
 * once it is done.
 */
import { empty, type Reply } from '../../reply'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, failureReply } from '../outboundError'
import { fail, type Outcome } from '../outcome'
import { isObject, readBoolean } from '../kit/bodyProblems'
import { findVersioned, readVersioned } from '../kit/versionedObjectRoutes'
import { DNC_LISTS_PATH, dncLists, settleDncList } from './dncListKind'
import { INTERNAL_SOURCES, type DncListRecord } from './dncListRecord'
import { followImport } from './followImport'
import { toE164 } from './phoneNumbers'
import { MAX_CONTACTS_PER_CALL } from './validateContacts'

/** Numbers added: at once, or (realism) as an import applied `importMs` later. */
function add(ctx: ApiContext, list: DncListRecord, numbers: readonly string[], expiresAt: number | null) {
  const { dnc, recorder } = ctx.state.outbound
  const realism = ctx.options.realism
  if (!realism) {
    recorder.dncChanging(list.organizationId, list.id)
    dnc.addNumbers(list, numbers, expiresAt)
    return
  }
  dnc.startImport(list, numbers, expiresAt, realism.importMs)
  followImport(realism.importMs, {
    current: () => dnc.find(list.organizationId, list.id) === list,
    settle: () => settleDncList(ctx, list),
    status: () => dnc.importStatus(list),
    // the emulator publishes no DNC import-status topic (v2.outbound.dnclists.{id}.importstatus) yet
    announce: () => undefined
  })
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
  const read = await readVersioned(dncLists, ctx, params)
  if ('reply' in read) return read.reply
  const list = read.record
  const numbers = readNumbers(list, read.body)
  if (!numbers.ok) return failureReply(numbers.failure, ctx.correlationId)
  const expiry = readExpiry(ctx.query.get('expirationDateTime'))
  if (!expiry.ok) return failureReply(expiry.failure, ctx.correlationId)
  add(ctx, list, numbers.value, expiry.value)
  return empty(204)
}

/** PATCH: DncPatchPhoneNumbersRequest {action: Add | Remove, phoneNumbers, expirationDateTime}. */
async function patchNumbers(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const read = await readVersioned(dncLists, ctx, params)
  if ('reply' in read) return read.reply
  const list = read.record
  const request = isObject(read.body) ? read.body : {}
  const action = request.action
  if (action !== 'Add' && action !== 'Remove')
    return badRequest(`action must be Add or Remove, got ${JSON.stringify(action)}.`, ctx.correlationId)
  const numbers = readNumbers(list, request.phoneNumbers)
  if (!numbers.ok) return failureReply(numbers.failure, ctx.correlationId)
  const expiry = readExpiry(request.expirationDateTime)
  if (!expiry.ok) return failureReply(expiry.failure, ctx.correlationId)
  if (action === 'Add') {
    add(ctx, list, numbers.value, expiry.value)
    return empty(204)
  }
  ctx.state.outbound.recorder.dncChanging(list.organizationId, list.id)
  ctx.state.outbound.dnc.removeNumbers(list, numbers.value)
  return empty(204)
}

/** DELETE …/phonenumbers?expiredOnly=true|false: every number, or only the expired ones. */
function deleteNumbers(ctx: ApiContext, params: PathParams): Reply {
  const found = findVersioned(dncLists, ctx, params)
  if ('reply' in found) return found.reply
  const list = found.record
  const expiredOnly = readBoolean(ctx.query, 'expiredOnly')
  if (!expiredOnly.ok) return badRequest(expiredOnly.message, ctx.correlationId)
  const checked = readNumbers(list, [])
  if (!checked.ok) return failureReply(checked.failure, ctx.correlationId)
  ctx.state.outbound.recorder.dncChanging(list.organizationId, list.id)
  ctx.state.outbound.dnc.clearNumbers(list, expiredOnly.value)
  return empty(204)
}

const NUMBERS = `${DNC_LISTS_PATH}/{dncListId}/phonenumbers`

export const dncNumberRoutes: ApiRoute[] = [
  { method: 'POST', path: NUMBERS, handler: addNumbers, permissions: ['outbound:dnc:add'] },
  { method: 'PATCH', path: NUMBERS, handler: patchNumbers, permissions: ['outbound:dnc:edit'] },
  { method: 'DELETE', path: NUMBERS, handler: deleteNumbers, permissions: ['outbound:dnc:delete'] }
]

/**
 * The Outbound API's contact list endpoints (`/api/v2/outbound/contactlists…`, the lists themselves; their
 * contacts are in contactRoutes.ts, exports in exportRoutes.ts). Everything is scoped to the caller's
 * organisation: another organisation's list is a plain 404.
 */
import { randomUUID } from 'node:crypto'
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { badRequest, failureReply, notFound, outboundError } from '../outboundError'
import type { ContactListRecord } from '../outboundResources'
import { nameConflict, versionConflict } from '../outcome'
import { isObject } from './bodyProblems'
import { readIncludes, toContactList, toImportStatus } from './contactViews'
import { listingReply } from './listListing'
import { checkColumnsUnchanged, validateContactList } from './validateContactList'

export const CONTACT_LISTS_PATH = '/api/v2/outbound/contactlists'

const orgOf = (ctx: ApiContext) => ctx.session.organization.id

/**
 * The contact list named in the path (its imports whose time has come applied), or the 404 the platform gives
 * for one the caller's org does not have.
 */
export function contactListOf(
  ctx: ApiContext,
  params: PathParams
): { list: ContactListRecord } | { reply: Reply } {
  const id = params.contactListId ?? ''
  const list = ctx.state.outbound.contactList(orgOf(ctx), id)
  if (list) ctx.state.outbound.contacts.settle(list)
  return list ? { list } : { reply: notFound('contact list', id, ctx.correlationId) }
}

/** The organisation's imports whose time has come, applied before its lists are listed. */
function settleImports(ctx: ApiContext) {
  const store = ctx.state.outbound
  for (const id of store.contacts.importing()) {
    const list = store.contactList(orgOf(ctx), id)
    if (list) store.contacts.settle(list)
  }
}

const nameTaken = (ctx: ApiContext, name: string, exceptId?: string) =>
  ctx.state.outbound
    .contactLists(orgOf(ctx))
    .some(list => list.id !== exceptId && list.name.toLowerCase() === name.toLowerCase())

const listContactLists = (ctx: ApiContext) => {
  settleImports(ctx)
  const store = ctx.state.outbound
  const lists = store.listingLag.listed('contactList', orgOf(ctx), store.contactLists(orgOf(ctx)))
  return listingReply(ctx, lists, CONTACT_LISTS_PATH, list =>
    toContactList(list, ctx.state, readIncludes(ctx.query))
  )
}

function getContactList(ctx: ApiContext, params: PathParams): Reply {
  const found = contactListOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toContactList(found.list, ctx.state, readIncludes(ctx.query)))
}

async function createContactList(ctx: ApiContext): Promise<Reply> {
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const store = ctx.state.outbound
  const input = validateContactList(body.value, store.lookup(orgOf(ctx), ctx.state.divisions))
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  if (nameTaken(ctx, input.value.name))
    return failureReply(nameConflict('contact list', input.value.name).failure, ctx.correlationId)
  const now = new Date(ctx.options.now()).toISOString()
  const list: ContactListRecord = {
    ...input.value,
    id: randomUUID(),
    organizationId: orgOf(ctx),
    size: 0,
    dateCreated: now,
    dateModified: now,
    version: 1
  }
  store.addContactList(list)
  return json(200, toContactList(list, ctx.state, { includeSize: false, includeImportStatus: false }))
}

/** PUT: needs the current version (409 otherwise, before the body is looked at); columns may not change. */
async function updateContactList(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = contactListOf(ctx, params)
  if ('reply' in found) return found.reply
  const { list } = found
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const version = isObject(body.value) ? body.value.version : undefined
  if (version !== list.version)
    return failureReply(versionConflict(list, 'contact list', version).failure, ctx.correlationId)
  const input = validateContactList(body.value, ctx.state.outbound.lookup(orgOf(ctx), ctx.state.divisions))
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  const unchanged = checkColumnsUnchanged(list, input.value)
  if (!unchanged.ok) return failureReply(unchanged.failure, ctx.correlationId)
  if (nameTaken(ctx, input.value.name, list.id))
    return failureReply(nameConflict('contact list', input.value.name).failure, ctx.correlationId)
  ctx.state.outbound.listingLag.changing('contactList', list)
  Object.assign(list, input.value)
  list.version += 1
  list.dateModified = new Date(ctx.options.now()).toISOString()
  return json(200, toContactList(list, ctx.state, { includeSize: false, includeImportStatus: false }))
}

/**
 * DELETE: refused while any campaign uses the list (the platform's referential integrity check, whatever the
 * campaign's status): 400 referential.integrity.error naming the campaigns.
 */
function deleteContactList(ctx: ApiContext, params: PathParams): Reply {
  const found = contactListOf(ctx, params)
  if ('reply' in found) return found.reply
  const store = ctx.state.outbound
  const users = store.list(orgOf(ctx)).filter(campaign => campaign.contactListId === found.list.id)
  if (users.length > 0) {
    return outboundError(
      400,
      'referential.integrity.error',
      `Could not delete the resource because it is referenced by another entity: the contact list "${found.list.name}" is used by ${users.length} campaign(s) (${users.map(c => `"${c.name}"`).join(', ')}).`,
      ctx.correlationId,
      {
        entityId: found.list.id,
        entityName: found.list.name,
        details: users.map(c => ({ errorCode: 'referenced.by', entityId: c.id, entityName: c.name }))
      }
    )
  }
  store.removeContactList(found.list)
  return empty(204)
}

/** POST …/clear: every contact of the list goes; campaigns using it have nothing left to dial. */
function clearContactList(ctx: ApiContext, params: PathParams): Reply {
  const found = contactListOf(ctx, params)
  if ('reply' in found) return found.reply
  ctx.state.outbound.contacts.clear(found.list)
  return empty(204)
}

function getImportStatus(ctx: ApiContext, params: PathParams): Reply {
  const found = contactListOf(ctx, params)
  if ('reply' in found) return found.reply
  const status = ctx.state.outbound.contacts.importStatus(found.list)
  // the emulator's reading: a list never imported into has no import status to answer
  if (!status) return notFound('import status of contact list', found.list.id, ctx.correlationId)
  return json(200, toImportStatus(status))
}

const VIEW = ['outbound:contactList:view']

export const contactListRoutes: ApiRoute[] = [
  { method: 'GET', path: CONTACT_LISTS_PATH, handler: listContactLists, permissions: VIEW },
  {
    method: 'POST',
    path: CONTACT_LISTS_PATH,
    handler: createContactList,
    permissions: ['outbound:contactList:add']
  },
  {
    method: 'GET',
    path: `${CONTACT_LISTS_PATH}/{contactListId}`,
    handler: getContactList,
    permissions: VIEW
  },
  {
    method: 'PUT',
    path: `${CONTACT_LISTS_PATH}/{contactListId}`,
    handler: updateContactList,
    permissions: ['outbound:contactList:edit']
  },
  {
    method: 'DELETE',
    path: `${CONTACT_LISTS_PATH}/{contactListId}`,
    handler: deleteContactList,
    permissions: ['outbound:contactList:delete']
  },
  {
    method: 'POST',
    path: `${CONTACT_LISTS_PATH}/{contactListId}/clear`,
    handler: clearContactList,
    permissions: ['outbound:contact:delete']
  },
  {
    method: 'GET',
    path: `${CONTACT_LISTS_PATH}/{contactListId}/importstatus`,
    handler: getImportStatus,
    permissions: VIEW
  }
]

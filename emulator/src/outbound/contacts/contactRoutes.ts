/**
 * The contacts of a contact list (`/api/v2/outbound/contactlists/{contactListId}/contacts…`): add (or update)
 * up to 1,000 at a time, read one, several (bulk) or a page of a query (search), update one, delete some.
 * Reads first bring the dialer's call records up to now, so a contact shows what campaigns did to it. In the
 * realism mode an add is an import the platform processes for `importMs` (ContactStore.startImport), its
 * progress announced as it goes.
 */
import { empty, json, type Reply } from '../../reply'
import { readJson } from '../../requestContext'
import type { PathParams } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { importStatusTopic } from '../../notifications/topics'
import { readList } from '../kit/listQuery'
import { badRequest, failureReply, notFound } from '../outboundError'
import type { ContactListRecord } from '../outboundResources'
import { paginate, readPageRequest } from '../kit/paging'
import { isObject, readBoolean } from '../kit/bodyProblems'
import { findVersioned } from '../kit/versionedObjectRoutes'
import { CONTACT_LISTS_PATH, contactLists } from './contactListKind'
import type { ContactRecord } from './contactRecord'
import { toDialerContact } from './contactViews'
import { followImport } from './followImport'
import { readContactQuery, runContactQuery } from './searchContacts'
import { validateContact, validateContacts, validateIds } from './validateContacts'

const CONTACTS_PATH = `${CONTACT_LISTS_PATH}/{contactListId}/contacts`

/** The list in the path (its due imports applied), or the 404 for it. */
function listOf(ctx: ApiContext, params: PathParams): { list: ContactListRecord } | { reply: Reply } {
  const found = findVersioned(contactLists, ctx, params)
  return 'reply' in found ? found : { list: found.record }
}

/** The list in the path with its call records brought up to now, or the 404 for it. */
function readableList(ctx: ApiContext, params: PathParams): { list: ContactListRecord } | { reply: Reply } {
  const found = listOf(ctx, params)
  if ('list' in found) ctx.state.outbound.recorder.recordList(found.list)
  return found
}

function contactOf(
  ctx: ApiContext,
  params: PathParams
): { list: ContactListRecord; contact: ContactRecord } | { reply: Reply } {
  const found = readableList(ctx, params)
  if ('reply' in found) return found
  const id = params.contactId ?? ''
  const contact = ctx.state.outbound.contacts.find(found.list, id)
  return contact ? { list: found.list, contact } : { reply: notFound('contact', id, ctx.correlationId) }
}

/**
 * The platform's contact list import-status event, to subscribers of the list's importstatus topic: the
 * import status itself (ContactlistImportStatusImportStatus; the topic names the list).
 */
function publishImportStatus(ctx: ApiContext, list: ContactListRecord) {
  const status = ctx.state.outbound.contacts.importStatus(list)
  if (!status) return
  ctx.state.notifications.publish(list.organizationId, importStatusTopic(list.id), {
    importState: status.state,
    totalRecords: status.totalRecords,
    completedRecords: status.completedRecords,
    percentageComplete: status.percentComplete,
    ...(status.failureReason ? { failureReason: status.failureReason } : {})
  })
}

async function addContacts(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = listOf(ctx, params)
  if ('reply' in found) return found.reply
  const priority = readBoolean(ctx.query, 'priority')
  const clearSystemData = readBoolean(ctx.query, 'clearSystemData')
  const doNotQueue = readBoolean(ctx.query, 'doNotQueue')
  for (const flag of [priority, clearSystemData, doNotQueue])
    if (!flag.ok) return badRequest(flag.message, ctx.correlationId)
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const inputs = validateContacts(body.value, found.list)
  if (!inputs.ok) return failureReply(inputs.failure, ctx.correlationId)
  const options = {
    priority: priority.ok && priority.value,
    clearSystemData: clearSystemData.ok && clearSystemData.value,
    doNotQueue: doNotQueue.ok && doNotQueue.value
  }
  const { list } = found
  const store = ctx.state.outbound.contacts
  const realism = ctx.options.realism
  const added = realism
    ? store.startImport(list, inputs.value, options, realism.importMs)
    : store.add(list, inputs.value, options)
  publishImportStatus(ctx, list)
  if (realism)
    followImport(realism.importMs, {
      current: () => ctx.state.outbound.contactLists.find(list.organizationId, list.id) === list,
      settle: () => store.settle(list),
      status: () => store.importStatus(list),
      announce: () => publishImportStatus(ctx, list)
    })
  return json(
    200,
    added.map(contact => toDialerContact(contact, found.list))
  )
}

function getContact(ctx: ApiContext, params: PathParams): Reply {
  const found = contactOf(ctx, params)
  if ('reply' in found) return found.reply
  return json(200, toDialerContact(found.contact, found.list))
}

/** POST …/contacts/bulk: the contacts with these ids, in the order asked; unknown ids are left out. */
async function bulkContacts(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = readableList(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const ids = validateIds(body.value, 'contact ids')
  if (!ids.ok) return failureReply(ids.failure, ctx.correlationId)
  const contacts = ids.value.flatMap(id => ctx.state.outbound.contacts.find(found.list, id) ?? [])
  return json(
    200,
    contacts.map(contact => toDialerContact(contact, found.list))
  )
}

/** POST …/contacts/search: ContactListingRequest → ContactListingResponse (pageSize at most 100). */
async function searchContacts(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = readableList(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  if (!isObject(body.value))
    return badRequest('The request body must be a ContactListingRequest.', ctx.correlationId)
  // The paging is in the body; read it with the listings' rules.
  const paging = new URLSearchParams()
  for (const key of ['pageSize', 'pageNumber']) {
    const value = body.value[key]
    if (value !== undefined && value !== null) paging.set(key, String(value))
  }
  const page = readPageRequest(paging)
  if (!page.ok) return badRequest(page.message, ctx.correlationId)
  const query = readContactQuery(body.value, found.list)
  if (!query.ok) return failureReply(query.failure, ctx.correlationId)
  const matches = runContactQuery(ctx.state.outbound.contacts.contacts(found.list), query.value)
  const path = `${CONTACT_LISTS_PATH}/${found.list.id}/contacts/search`
  const listing = paginate(matches, page.value, path, paging)
  return json(200, {
    ...listing,
    entities: listing.entities.map(contact => toDialerContact(contact, found.list)),
    contactsCount: listing.total
  })
}

async function updateContact(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const found = contactOf(ctx, params)
  if ('reply' in found) return found.reply
  const body = await readJson(ctx)
  if (!body.ok) return badRequest(body.message, ctx.correlationId)
  const input = validateContact(body.value, found.list, found.contact.id)
  if (!input.ok) return failureReply(input.failure, ctx.correlationId)
  const updated = ctx.state.outbound.contacts.replace(found.list, found.contact, input.value)
  return json(200, toDialerContact(updated, found.list))
}

function deleteContact(ctx: ApiContext, params: PathParams): Reply {
  const found = contactOf(ctx, params)
  if ('reply' in found) return found.reply
  ctx.state.outbound.contacts.remove(found.list, [found.contact.id])
  return empty(204)
}

/** DELETE …/contacts?contactIds=a&contactIds=b (or a,b): unknown ids are ignored. */
function deleteContacts(ctx: ApiContext, params: PathParams): Reply {
  const found = listOf(ctx, params)
  if ('reply' in found) return found.reply
  const ids = readList(ctx.query, 'contactIds')
  if (ids.length === 0)
    return badRequest('contactIds is required: the ids of the contacts to delete.', ctx.correlationId)
  const checked = validateIds(ids, 'contact ids')
  if (!checked.ok) return failureReply(checked.failure, ctx.correlationId)
  ctx.state.outbound.contacts.remove(found.list, checked.value)
  return empty(204)
}

const VIEW = ['outbound:contact:view']

/** Literal paths (bulk, search) come before `{contactId}`. */
export const contactRoutes: ApiRoute[] = [
  { method: 'POST', path: CONTACTS_PATH, handler: addContacts, permissions: ['outbound:contact:add'] },
  {
    method: 'DELETE',
    path: CONTACTS_PATH,
    handler: deleteContacts,
    permissions: ['outbound:contact:delete']
  },
  { method: 'POST', path: `${CONTACTS_PATH}/bulk`, handler: bulkContacts, permissions: VIEW },
  { method: 'POST', path: `${CONTACTS_PATH}/search`, handler: searchContacts, permissions: VIEW },
  { method: 'GET', path: `${CONTACTS_PATH}/{contactId}`, handler: getContact, permissions: VIEW },
  {
    method: 'PUT',
    path: `${CONTACTS_PATH}/{contactId}`,
    handler: updateContact,
    permissions: ['outbound:contact:edit']
  },
  {
    method: 'DELETE',
    path: `${CONTACTS_PATH}/{contactId}`,
    handler: deleteContact,
    permissions: ['outbound:contact:delete']
  }
]

/**
 * Exports of contact lists and DNC lists, and their downloads. As on the platform: POST …/export starts one
 * (answers a DomainEntityRef of the list), GET …/export answers ExportUri {uri, exportTimestamp} of the latest
 * (or, with download=true, redirects to it), and the uri is a Downloads API address,
 * `<emulator>/api/v2/downloads/{downloadId}`, which (with a token of the same organisation) redirects to a
 * signed-storage stand-in, `<emulator>/__emulator/downloads/{downloadId}`, that serves the CSV without a token
 * (as a pre-signed URL would). The file is written when the export is asked for and is ready at once, or in the
 * realism mode `exportMs` later (startExport.ts): until then GET …/export answers the previous export, or 404.
 */
import { json, redirect, type Reply } from '../../reply'
import type { RequestContext } from '../../requestContext'
import type { PathParams, Route } from '../../router'
import type { ApiContext, ApiRoute } from '../../platform/apiContext'
import { isObject, readBoolean } from '../kit/bodyProblems'
import { findVersioned, readVersioned } from '../kit/versionedObjectRoutes'
import { badRequest, failureReply, notFound } from '../outboundError'
import { contactListUri, dncListUri } from '../outboundUris'
import { CONTACT_LISTS_PATH, contactLists } from './contactListKind'
import { DNC_LISTS_PATH, dncLists } from './dncListKind'
import { contactListCsv, dncListCsv } from './exportCsv'
import type { ExportKind } from './exportStore'
import { readContactQuery, runContactQuery } from './searchContacts'
import { announceExport, origin, startExport, toExportUri } from './startExport'

const storageUri = (ctx: RequestContext, id: string) => `${origin(ctx)}/__emulator/downloads/${id}`

/** POST …/contactlists/{id}/export: every contact, or those of the body's contactIds / criteria. */
async function exportContactList(ctx: ApiContext, params: PathParams): Promise<Reply> {
  const read = await readVersioned(contactLists, ctx, params)
  if ('reply' in read) return read.reply
  const list = read.record
  const request = isObject(read.body) ? read.body : {}
  const outbound = ctx.state.outbound
  outbound.recorder.recordList(list)
  let contacts = outbound.contacts.contacts(list)
  if (Array.isArray(request.contactIds)) {
    const ids = new Set(request.contactIds.filter(id => typeof id === 'string'))
    contacts = contacts.filter(contact => ids.has(contact.id))
  }
  const query = readContactQuery(request, list)
  if (!query.ok) return failureReply(query.failure, ctx.correlationId)
  startExport(ctx, 'contactList', list, contactListCsv(list, runContactQuery(contacts, query.value)))
  return json(200, { id: list.id, name: list.name, selfUri: contactListUri(list.id) })
}

function exportDncList(ctx: ApiContext, params: PathParams): Reply {
  const found = findVersioned(dncLists, ctx, params)
  if ('reply' in found) return found.reply
  const list = found.record
  startExport(ctx, 'dncList', list, dncListCsv(list))
  return json(200, { id: list.id, name: list.name, selfUri: dncListUri(list.id) })
}

/**
 * GET …/export: ExportUri of the latest export whose file is ready (404 before any), or a redirect to it with
 * download=true. An export that became ready while nobody's clock moved is announced now.
 */
function latestExport(ctx: ApiContext, kind: ExportKind, listId: string, what: string): Reply {
  const download = readBoolean(ctx.query, 'download')
  if (!download.ok) return badRequest(download.message, ctx.correlationId)
  const latest = ctx.state.outbound.exports.latestOf(kind, listId, ctx.options.now())
  if (!latest) {
    return notFound(`export of ${what}`, listId, ctx.correlationId)
  }
  announceExport(ctx, kind, listId, latest)
  const found = toExportUri(ctx, latest)
  if (download.value) return { status: 303, headers: { Location: found.uri } }
  return json(200, found)
}

function getContactListExport(ctx: ApiContext, params: PathParams): Reply {
  const found = findVersioned(contactLists, ctx, params)
  return 'reply' in found ? found.reply : latestExport(ctx, 'contactList', found.record.id, 'contact list')
}

function getDncListExport(ctx: ApiContext, params: PathParams): Reply {
  const found = findVersioned(dncLists, ctx, params)
  return 'reply' in found ? found.reply : latestExport(ctx, 'dncList', found.record.id, 'DNC list')
}

/** GET /api/v2/downloads/{downloadId}: 303 to the file, or {url} with issueRedirect=false. Other orgs: 404. */
function getDownload(ctx: ApiContext, params: PathParams): Reply {
  const id = params.downloadId ?? ''
  const download = ctx.state.outbound.exports.download(id, ctx.options.now())
  if (!download || download.organizationId !== ctx.session.organization.id) {
    return notFound('download', id, ctx.correlationId)
  }
  const issueRedirect = readBoolean(ctx.query, 'issueRedirect', true)
  if (!issueRedirect.ok) return badRequest(issueRedirect.message, ctx.correlationId)
  const url = storageUri(ctx, id)
  return issueRedirect.value ? redirect(url) : json(200, { url })
}

/** The file itself, like a pre-signed storage URL: no token needed, the id is the secret. */
function serveDownload(ctx: RequestContext, params: PathParams): Reply {
  const download = ctx.state.outbound.exports.download(params.downloadId ?? '', ctx.options.now())
  if (!download) return notFound('download', params.downloadId ?? '', ctx.correlationId)
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=UTF-8',
      'Content-Disposition': `attachment; filename="${download.fileName}"`
    },
    body: download.body
  }
}

const CONTACT_EXPORT = ['outbound:contact:view', 'outbound:contactList:view']
const DNC_EXPORT = ['outbound:dnc:view', 'outbound:dncList:view']

export const exportRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: `${CONTACT_LISTS_PATH}/{contactListId}/export`,
    handler: exportContactList,
    permissions: CONTACT_EXPORT
  },
  {
    method: 'GET',
    path: `${CONTACT_LISTS_PATH}/{contactListId}/export`,
    handler: getContactListExport,
    permissions: CONTACT_EXPORT
  },
  {
    method: 'POST',
    path: `${DNC_LISTS_PATH}/{dncListId}/export`,
    handler: exportDncList,
    permissions: DNC_EXPORT
  },
  {
    method: 'GET',
    path: `${DNC_LISTS_PATH}/{dncListId}/export`,
    handler: getDncListExport,
    permissions: DNC_EXPORT
  },
  { method: 'GET', path: '/api/v2/downloads/{downloadId}', handler: getDownload }
]

/** Outside /api/v2: never rate limited or faulted, like the storage the platform redirects to. */
export const downloadFileRoutes: Route<RequestContext>[] = [
  { method: 'GET', path: '/__emulator/downloads/{downloadId}', handler: serveDownload }
]

import { z } from 'zod'
import { dncListSchema, exportUriSchema, type PlatformDncList } from './contactListModels'
import type { PlatformSession } from './outboundApi'
import { versionedObjectApi } from './versionedObjectApi'

/** The platform's do-not-call list calls (Outbound API, /api/v2/outbound/dnclists). */
const DNC_LISTS = '/api/v2/outbound/dnclists'
const dncPath = (id: string) => `${DNC_LISTS}/${encodeURIComponent(id)}`
const ignoredBody = z.unknown()

/**
 * /api/v2/outbound/dnclists, read with sizes and import states (outbound:dncList:view | add | edit | delete):
 * every page of the lists, one list.
 */
export const dncLists = versionedObjectApi({
  path: DNC_LISTS,
  schema: dncListSchema,
  readQuery: { includeSize: true, includeImportStatus: true }
})

/** GET /api/v2/outbound/dnclists, every page with sizes and import states (outbound:dncList:view) */
export const listDncLists = (session: PlatformSession): Promise<PlatformDncList[]> => dncLists.list(session)

/**
 * PATCH /api/v2/outbound/dnclists/{id}/phonenumbers: adds or removes up to 1,000 numbers, the added ones until
 * `expirationDateTime` when given (outbound:dnc:edit, as the emulator and the platform's API reference have it).
 */
export const patchDncNumbers = async (
  { platform, token }: PlatformSession,
  id: string,
  change: { action: 'Add' | 'Remove'; phoneNumbers: readonly string[]; expirationDateTime?: string }
): Promise<void> => {
  await platform.request(token, {
    method: 'PATCH',
    path: `${dncPath(id)}/phonenumbers`,
    body: change,
    schema: ignoredBody
  })
}

/** POST /api/v2/outbound/dnclists/{id}/export: asks the platform to write the list's CSV. */
export const requestDncListExport = async ({ platform, token }: PlatformSession, id: string) => {
  await platform.request(token, { method: 'POST', path: `${dncPath(id)}/export`, schema: ignoredBody })
}

/** GET /api/v2/outbound/dnclists/{id}/export: where the last export can be downloaded, and when. */
export const getDncListExport = ({ platform, token }: PlatformSession, id: string) =>
  platform.request(token, { method: 'GET', path: `${dncPath(id)}/export`, schema: exportUriSchema })

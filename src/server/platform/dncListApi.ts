import { z } from 'zod'
import { dncListSchema, exportUriSchema, type PlatformDncList } from './contactListModels'
import { entityListingSchema, readEntities } from './outboundModels'
import { PAGE_SIZE, type PlatformSession } from './outboundApi'

/** The platform's do-not-call list calls (Outbound API, /api/v2/outbound/dnclists). */
const dncPath = (id: string) => `/api/v2/outbound/dnclists/${encodeURIComponent(id)}`
const ignoredBody = z.unknown()
const MAX_PAGES = 50

/** GET /api/v2/outbound/dnclists with sizes and import states, every page (outbound:dncList:view). */
export async function listDncLists({ platform, token }: PlatformSession): Promise<PlatformDncList[]> {
  const all: PlatformDncList[] = []
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const page = await platform.request(token, {
      method: 'GET',
      path: '/api/v2/outbound/dnclists',
      query: { includeSize: true, includeImportStatus: true, pageSize: PAGE_SIZE, pageNumber },
      schema: entityListingSchema
    })
    all.push(...readEntities(page.entities, dncListSchema))
    const pageCount = page.pageCount ?? (page.entities.length < PAGE_SIZE ? pageNumber : pageNumber + 1)
    if (pageNumber >= pageCount || page.entities.length === 0) break
  }
  return all
}

/** GET /api/v2/outbound/dnclists/{id}?includeSize&includeImportStatus (outbound:dncList:view) */
export const getDncList = ({ platform, token }: PlatformSession, id: string) =>
  platform.request(token, {
    method: 'GET',
    path: dncPath(id),
    query: { includeSize: true, includeImportStatus: true },
    schema: dncListSchema
  })

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

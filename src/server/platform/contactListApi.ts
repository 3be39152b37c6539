import { z } from 'zod'
import {
  contactListDetailSchema,
  contactPageSchema,
  dialerContactSchema,
  exportUriSchema,
  type PlatformDialerContact
} from './contactListModels'
import { readEntities } from './outboundModels'
import type { PlatformSession } from './outboundApi'
import { versionedObjectApi } from './versionedObjectApi'

/**
 * The platform's contact-list calls (Outbound API, /api/v2/outbound/contactlists). Each one is a call on the
 * person's behalf; the permissions named are the platform's.
 */
const CONTACT_LISTS = '/api/v2/outbound/contactlists'
const listPath = (id: string) => `${CONTACT_LISTS}/${encodeURIComponent(id)}`
const ignoredBody = z.unknown()

/**
 * /api/v2/outbound/contactlists, read with sizes and import states (outbound:contactList:view | add | edit |
 * delete): every page of the lists, one list, a new list.
 */
export const contactLists = versionedObjectApi({
  path: CONTACT_LISTS,
  schema: contactListDetailSchema,
  readQuery: { includeSize: true, includeImportStatus: true }
})

/** One page of a list's contacts and how many match. */
export interface ContactPage {
  contacts: PlatformDialerContact[]
  total: number
}

/**
 * POST /api/v2/outbound/contactlists/{id}/contacts/search: a page of contacts (pageNumber from 1), those whose
 * text columns contain `text` when given (outbound:contact:view).
 */
export async function searchContacts(
  { platform, token }: PlatformSession,
  id: string,
  {
    text,
    columns,
    pageNumber,
    pageSize
  }: { text: string; columns: readonly string[]; pageNumber: number; pageSize: number }
): Promise<ContactPage> {
  const criteria =
    text && columns.length > 0
      ? {
          filterType: 'OR',
          clauses: [
            {
              filterType: 'OR',
              predicates: columns.map(column => ({
                column,
                columnType: 'alphabetic',
                // the SDK's value (upper case, as every operator); the platform's parser of others is undocumented
                operator: 'CONTAINS',
                value: text
              }))
            }
          ]
        }
      : undefined
  const page = await platform.request(token, {
    method: 'POST',
    path: `${listPath(id)}/contacts/search`,
    body: { pageNumber, pageSize, ...(criteria ? { criteria } : {}) },
    schema: contactPageSchema
  })
  return {
    contacts: readEntities(page.entities, dialerContactSchema),
    total: page.total ?? page.entities.length
  }
}

/**
 * POST /api/v2/outbound/contactlists/{id}/contacts with at most 1,000 contacts (the platform's limit). A contact
 * whose id exists is updated, so sending a batch again adds nobody twice (outbound:contact:add).
 */
export const addContacts = (
  { platform, token }: PlatformSession,
  id: string,
  contacts: readonly { id: string; data: Record<string, string> }[]
) =>
  platform.request(token, {
    method: 'POST',
    path: `${listPath(id)}/contacts`,
    body: contacts.map(contact => ({ ...contact, contactListId: id, callable: true })),
    schema: z.array(z.unknown())
  })

/** PUT /api/v2/outbound/contactlists/{id}/contacts/{contactId} (outbound:contact:edit) */
export const updateContact = (
  { platform, token }: PlatformSession,
  id: string,
  contact: { id: string; data: Record<string, string>; callable: boolean }
) =>
  platform.request(token, {
    method: 'PUT',
    path: `${listPath(id)}/contacts/${encodeURIComponent(contact.id)}`,
    body: { ...contact, contactListId: id },
    schema: dialerContactSchema
  })

/** DELETE /api/v2/outbound/contactlists/{id}/contacts?contactIds=… (outbound:contact:delete) */
export const deleteContacts = async (
  { platform, token }: PlatformSession,
  id: string,
  contactIds: readonly string[]
): Promise<void> => {
  await platform.request(token, {
    method: 'DELETE',
    path: `${listPath(id)}/contacts`,
    query: { contactIds: contactIds.join(',') },
    schema: ignoredBody
  })
}

/** POST /api/v2/outbound/contactlists/{id}/export: asks the platform to write the list's CSV. */
export const requestContactListExport = async ({ platform, token }: PlatformSession, id: string) => {
  await platform.request(token, { method: 'POST', path: `${listPath(id)}/export`, schema: ignoredBody })
}

/** GET /api/v2/outbound/contactlists/{id}/export: where the last export can be downloaded, and when it was made. */
export const getContactListExport = ({ platform, token }: PlatformSession, id: string) =>
  platform.request(token, { method: 'GET', path: `${listPath(id)}/export`, schema: exportUriSchema })

/** GET /api/v2/organizations/me: the organisation's default country, for numbers written without one. */
export const getOrganization = ({ platform, token }: PlatformSession) =>
  platform.request(token, {
    method: 'GET',
    path: '/api/v2/organizations/me',
    schema: z.looseObject({ defaultCountryCode: z.string().length(2).optional().catch(undefined) })
  })

/**
 * GET an export's address on the platform (the Downloads API, `/api/v2/downloads/{id}`) with
 * `issueRedirect=false`: the signed address of the file (`{url}`), or the file itself where the platform serves
 * it there.
 */
export const getExportFile = (
  { platform, token }: PlatformSession,
  path: string,
  query: Record<string, string>
) =>
  platform.request(token, {
    method: 'GET',
    path,
    query: { ...query, issueRedirect: 'false' },
    schema: z.union([z.looseObject({ url: z.string().url() }), z.string()])
  })

/** POST /api/v2/outbound/contactlists: a new list (outbound:contactList:add). */
export const createContactList = (
  session: PlatformSession,
  list: {
    name: string
    columnNames: string[]
    phoneColumns: { columnName: string; type: string }[]
    divisionId?: string
  }
) =>
  contactLists.create(session, {
    name: list.name,
    columnNames: list.columnNames,
    phoneColumns: list.phoneColumns,
    ...(list.divisionId ? { division: { id: list.divisionId } } : {})
  })

import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  addContactsBodySchema,
  CONTACT_LIST_ROLE_REQUIREMENT,
  contactListIdQuerySchema,
  contactsQuerySchema,
  deleteContactsBodySchema,
  getContactListServices,
  READ_CONTACT_LISTS,
  updateContactBodySchema
} from '@/server/contactLists'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'
// A batch of 1,000 contacts of a dozen columns: well under 2 MiB; anything larger is not a batch of contacts.
const MAX_BATCH_BYTES = 2 * 1024 * 1024

const services = async () => (await getContactListServices()).contactLists

/**
 * /api/contact-lists/:id/contacts — GET ?q&page&pageSize: a page of contacts (ContactsAnswer). POST body
 * `{data: ContactToAdd[]}` (1–1,000): added, or updated where the id exists. PUT body `{data: {id, data,
 * callable}}`: one contact changed. DELETE body `{data: id[]}` (1–100).
 */
export default apiEndpoint({
  GET: {
    requires: READ_CONTACT_LISTS,
    handle: async ({ req, res, caller }) => {
      const query = parseQuery(contactsQuerySchema, req, INVALID)
      res.status(200).json(await (await services()).contacts(caller, query))
    }
  },
  POST: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.import,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(contactListIdQuerySchema, req, INVALID)
      const { data } = parseBody(addContactsBodySchema, await readJsonBody(req, MAX_BATCH_BYTES), INVALID)
      res.status(200).json(await (await services()).addContacts(caller, id, data))
    }
  },
  PUT: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.editContacts,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(contactListIdQuerySchema, req, INVALID)
      const { data } = parseBody(updateContactBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await services()).updateContact(caller, id, data))
    }
  },
  DELETE: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.deleteContacts,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(contactListIdQuerySchema, req, INVALID)
      const { data } = parseBody(deleteContactsBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await services()).deleteContacts(caller, id, data))
    }
  }
})

import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  CONTACT_LIST_ROLE_REQUIREMENT,
  contactListsQuerySchema,
  createContactListBodySchema,
  getContactListServices,
  READ_CONTACT_LISTS
} from '@/server/contactLists'

// No body is read; Next's parser stays off so every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/contact-lists?q&usage&divisionId&sort&page&pageSize — a page of the organisation's contact lists
 * with their sizes, how far they are worked and the campaigns that use them (ContactListsAnswer).
 * POST body `{data: NewContactList}`: 201 the new list. docs/contact-lists.md has the contract.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CONTACT_LISTS,
    handle: async ({ req, res, caller }) => {
      const params = parseQuery(contactListsQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getContactListServices()).contactLists.list(caller, params))
    }
  },
  POST: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.createList,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, 'request.invalid')
      const { data } = parseBody(createContactListBodySchema, await readJsonBody(req), 'request.invalid')
      res.status(201).json(await (await getContactListServices()).contactLists.create(caller, data))
    }
  }
})

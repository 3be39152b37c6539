import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { contactListsQuerySchema, getContactListServices, READ_CONTACT_LISTS } from '@/server/contactLists'

// No body is read; Next's parser stays off so every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/contact-lists?q&usage&divisionId&sort&page&pageSize — a page of the organisation's contact lists
 * with their sizes, how far they are worked and the campaigns that use them (ContactListsAnswer).
 * docs/contact-lists.md has the contract.
 */
export default apiEndpoint({
  GET: {
    requires: READ_CONTACT_LISTS,
    handle: async ({ req, res, caller }) => {
      const params = parseQuery(contactListsQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getContactListServices()).contactLists.list(caller, params))
    }
  }
})

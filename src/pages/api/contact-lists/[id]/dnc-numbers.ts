import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import {
  CONTACT_LIST_ROLE_REQUIREMENT,
  contactListIdQuerySchema,
  getContactListServices
} from '@/server/contactLists'

export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/contact-lists/:id/dnc-numbers — the do-not-call lists the list's campaigns honour, with their numbers
 * (E.164): an import counts the contacts they would skip before sending. For those who may import.
 */
export default apiEndpoint({
  GET: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.import,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(contactListIdQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getContactListServices()).contactLists.dncNumbers(caller, id))
    }
  }
})

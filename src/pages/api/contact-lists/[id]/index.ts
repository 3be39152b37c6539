import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { contactListIdQuerySchema, getContactListServices, READ_CONTACT_LISTS } from '@/server/contactLists'

export const config: PageConfig = { api: { bodyParser: false } }

/** GET /api/contact-lists/:id — the list, its campaigns, what the person may do, the default country. */
export default apiEndpoint({
  GET: {
    requires: READ_CONTACT_LISTS,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(contactListIdQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getContactListServices()).contactLists.detail(caller, id))
    }
  }
})

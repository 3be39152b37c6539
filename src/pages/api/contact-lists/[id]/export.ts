import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import {
  CONTACT_LIST_ROLE_REQUIREMENT,
  exportQuerySchema,
  getContactListServices
} from '@/server/contactLists'

export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/contact-lists/:id/export?q — the list as a CSV file (text/csv, an attachment named after the list);
 * with q, the contacts that search finds. The browser asks with its token in the header, never in the address.
 */
export default apiEndpoint({
  GET: {
    requires: CONTACT_LIST_ROLE_REQUIREMENT.export,
    handle: async ({ req, res, caller }) => {
      const { id, q } = parseQuery(exportQuerySchema, req, 'request.invalid')
      const { fileName, csv } = await (
        await getContactListServices()
      ).contactLists.exportCsv(caller, id, (q ?? '').trim())
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      res.status(200).send(csv)
    }
  }
})

import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { DNC_LIST_ROLE_REQUIREMENT, dncListIdQuerySchema, getDncListServices } from '@/server/dncLists'

export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/dnc-lists/:id/export — the list as a CSV file (text/csv, an attachment named after the list: the
 * platform's `PhoneNumber`, `ExpirationDateTime`). The browser asks with its token in the header, never in the
 * address.
 */
export default apiEndpoint({
  GET: {
    requires: DNC_LIST_ROLE_REQUIREMENT.export,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(dncListIdQuerySchema, req, 'request.invalid')
      const { fileName, csv } = await (await getDncListServices()).dncLists.exportCsv(caller, id)
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      res.status(200).send(csv)
    }
  }
})

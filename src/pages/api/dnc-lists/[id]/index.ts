import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { dncListIdQuerySchema, getDncListServices, READ_DNC_LISTS } from '@/server/dncLists'

export const config: PageConfig = { api: { bodyParser: false } }

/** GET /api/dnc-lists/:id — the list, its campaigns, what the person may do, the default country. */
export default apiEndpoint({
  GET: {
    requires: READ_DNC_LISTS,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(dncListIdQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getDncListServices()).dncLists.detail(caller, id))
    }
  }
})

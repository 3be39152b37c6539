import type { PageConfig } from 'next'
import { apiEndpoint, parseQuery } from '@/server/access'
import { dncListsQuerySchema, getDncListServices, READ_DNC_LISTS } from '@/server/dncLists'

// No body is read; Next's parser stays off so every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/dnc-lists?q&usage&divisionId&sort&page&pageSize — a page of the organisation's do-not-call lists with
 * their sizes, sources and the campaigns that honour them (DncListsAnswer). docs/dnc-lists.md has the contract.
 */
export default apiEndpoint({
  GET: {
    requires: READ_DNC_LISTS,
    handle: async ({ req, res, caller }) => {
      const params = parseQuery(dncListsQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getDncListServices()).dncLists.list(caller, params))
    }
  }
})

import type { PageConfig } from 'next'
import { apiRoute, parseQuery } from '@/server/access'
import { getUserServices, listUsersQuerySchema } from '@/server/users'

// No body is read; Next's parser stays off so no GET body is ever parsed (see readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /apps/users/list?q&role&status&page&pageSize&sort — a page of the caller's organisation's users with
 * `total`, `params` (as applied) and `allData` (counts by role and status). Needs read on users.
 * docs/access-control.md has the contract.
 */
export default apiRoute(
  { method: 'GET', requires: { action: 'read', subject: 'users' } },
  async ({ req, res, caller }) => {
    const params = parseQuery(listUsersQuerySchema, req)
    res.status(200).json(await (await getUserServices()).users.list(caller.orgId, params))
  }
)

import type { PageConfig } from 'next'
import { apiRoute, parseQuery } from '@/server/access'
import { getPermissionServices, listPermissionsQuerySchema } from '@/server/permissions'

export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /apps/permissions/data?q&role — the caller's organisation's permissions catalogue with `total`,
 * `params` and `allData` (counts by role). Needs read on permissions.
 */
export default apiRoute(
  { method: 'GET', requires: { action: 'read', subject: 'permissions' } },
  async ({ req, res, caller }) => {
    const params = parseQuery(listPermissionsQuerySchema, req)
    res.status(200).json(await (await getPermissionServices()).permissions.list(caller.orgId, params))
  }
)

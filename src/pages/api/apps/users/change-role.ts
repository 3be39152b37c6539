import type { PageConfig } from 'next'
import { apiRoute, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { changeRoleBodySchema, getUserServices } from '@/server/users'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * PATCH /apps/users/change-role, body `{ data: { id, role } }` — 200 `{ user }` with the person as they are
 * now; 404 for an id the caller's organisation does not have; 409 for yourself or the last admin. Needs
 * update on users; only an admin may change an admin's role or make someone admin.
 */
export default apiRoute(
  { method: 'PATCH', requires: { action: 'update', subject: 'users' } },
  async ({ req, res, caller }) => {
    parseQuery(noQuerySchema, req)
    const { data } = parseBody(changeRoleBodySchema, await readJsonBody(req))
    const user = await (await getUserServices()).users.changeRole(caller, data)
    res.status(200).json({ user })
  }
)

import type { PageConfig } from 'next'
import { apiRoute, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { deleteUserBodySchema, getUserServices } from '@/server/users'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * DELETE /apps/users/delete, body `{ data: "<user id>" }` — 200 `{ deleted: <user> }`; 404 for an id the
 * caller's organisation does not have; 409 for yourself or the last admin. Needs delete on users; only an
 * admin may remove an admin.
 */
export default apiRoute(
  { method: 'DELETE', requires: { action: 'delete', subject: 'users' } },
  async ({ req, res, caller }) => {
    parseQuery(noQuerySchema, req)
    const { data: id } = parseBody(deleteUserBodySchema, await readJsonBody(req))
    const deleted = await (await getUserServices()).users.remove(caller, id)
    res.status(200).json({ deleted })
  }
)

import type { PageConfig } from 'next'
import { apiRoute, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { addUserBodySchema, getUserServices } from '@/server/users'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves, so
// every refusal is JSON (readJsonBody enforces the 16 KiB limit).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * POST /apps/users/add-user, body `{ data: { fullName, email, role, status?, platformUserId? } }` — 201 `{ user }`; 409 when
 * the address is already listed (any case). Needs create on users; only an admin may add an admin.
 */
export default apiRoute(
  { method: 'POST', requires: { action: 'create', subject: 'users' } },
  async ({ req, res, caller }) => {
    parseQuery(noQuerySchema, req)
    const { data } = parseBody(addUserBodySchema, await readJsonBody(req))
    const user = await (await getUserServices()).users.add(caller, data)
    res.status(201).json({ user })
  }
)

import type { PageConfig } from 'next'
import { apiRoute, parseQuery } from '@/server/access'
import { directorySearchQuerySchema, getDirectoryServices } from '@/server/directory'

// No body is read; Next's parser stays off so no GET body is ever parsed (see readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /apps/users/directory?q — people of the caller's organisation's Genesys Cloud directory whose name or
 * address contains q (2–100 characters): `{ people, total }`, each marked `listed` when the users list has
 * them. Needs create on users (it serves adding a person); the platform's refusal is answered as 403
 * `platform.missing_permission`. docs/access-control.md has the contract.
 */
export default apiRoute(
  { method: 'GET', requires: { action: 'create', subject: 'users' } },
  async ({ req, res, caller }) => {
    const { q } = parseQuery(directorySearchQuerySchema, req)
    res.status(200).json(await (await getDirectoryServices()).directory.search(caller, q))
  }
)

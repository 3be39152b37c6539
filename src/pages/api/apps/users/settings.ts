import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import { getUserServices, signInRuleBodySchema } from '@/server/users'

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

// Admins only. Under the spec's rules a supervisor holds read/create/update/delete on the subject they are
// checked against; only an admin holds `manage` (docs/access-control.md).
const ADMINS_ONLY = { action: 'manage', subject: 'users' } as const

/**
 * /apps/users/settings — the organisation's rule for people who sign in without being on its users list.
 * GET: 200 `{ settings: { unlistedSignIn, updatedAt } }`. PUT body `{ data: { unlistedSignIn } }`
 * (`admin`, `supervisor`, `client` or `refuse`): 200 with the settings as they are now, recorded in the
 * users audit. Both need `manage users` (admins).
 */
export default apiEndpoint({
  GET: {
    requires: ADMINS_ONLY,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req)
      res.status(200).json({ settings: await (await getUserServices()).users.signInRule(caller.orgId) })
    }
  },
  PUT: {
    requires: ADMINS_ONLY,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req)
      const { data } = parseBody(signInRuleBodySchema, await readJsonBody(req))
      res
        .status(200)
        .json({ settings: await (await getUserServices()).users.setSignInRule(caller, data.unlistedSignIn) })
    }
  }
})

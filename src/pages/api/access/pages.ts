import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseQuery } from '@/server/access'
import { platformPageAccess } from '@/server/outbound/platformPageAccess'
import { ACL_SUBJECTS } from '@/shared/acl'

// No body is read; Next's parser stays off so every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/access/pages — for each signed-in page, the Genesys Cloud permission the person lacks to read it
 * (PageAccessAnswer): the navigation offers only the pages that would not refuse them. Every role may ask.
 */
export default apiEndpoint({
  GET: {
    requires: { action: 'read', subject: ACL_SUBJECTS.aclPage },
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, 'request.invalid')
      res.status(200).json(platformPageAccess(caller))
    }
  }
})

import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  changeDncNumbersBodySchema,
  DNC_LIST_ROLE_REQUIREMENT,
  dncListIdQuerySchema,
  getDncListServices
} from '@/server/dncLists'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'
// 1,000 numbers of at most 32 characters: well under 64 KiB; anything larger is not a batch of numbers.
const MAX_BATCH_BYTES = 64 * 1024

/**
 * POST /api/dnc-lists/:id/numbers body `{data: {action: 'add'|'remove', numbers, expiresAt?}}` — 1 to 1,000
 * numbers in E.164 added to (until `expiresAt`, in the future) or removed from the list. Adding needs `create`
 * on `dnc-lists`, removing `delete` (checked once the body says which), and the Genesys permission
 * `outbound:dnc:edit`. Every attempt is recorded in the audit trail.
 */
export default apiEndpoint({
  POST: {
    requires: DNC_LIST_ROLE_REQUIREMENT.addNumbers,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(dncListIdQuerySchema, req, INVALID)
      const { data } = parseBody(
        changeDncNumbersBodySchema,
        await readJsonBody(req, MAX_BATCH_BYTES),
        INVALID
      )
      res.status(200).json(await (await getDncListServices()).dncLists.changeNumbers(caller, id, data))
    }
  }
})

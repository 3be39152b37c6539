import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseQuery } from '@/server/access'
import { getScheduleServices, READ_SCHEDULES } from '@/server/schedules'

// No body is read; Next's parser stays off so every refusal is JSON (readJsonBody).
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/schedules — every campaign of the organisation with its status and schedule, the callable time sets
 * with the campaigns that use them, what the person may do (SchedulesAnswer). docs/schedules.md has the contract.
 */
export default apiEndpoint({
  GET: {
    requires: READ_SCHEDULES,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, 'request.invalid')
      res.status(200).json(await (await getScheduleServices()).schedules.list(caller))
    }
  }
})

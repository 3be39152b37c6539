import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  getScheduleServices,
  scheduleIdQuerySchema,
  SCHEDULE_ROLE_REQUIREMENT,
  sequenceStatusBodySchema
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * POST /api/sequences/:id/status body `{data: {status: 'on' | 'off'}}` — starts or stops the sequence; 200
 * SequenceRow (outbound:campaignSequence:edit).
 */
export default apiEndpoint({
  POST: {
    requires: SCHEDULE_ROLE_REQUIREMENT.runSequence,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      const { data } = parseBody(sequenceStatusBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await getScheduleServices()).sequences.setStatus(caller, id, data.status))
    }
  }
})

import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  getScheduleServices,
  scheduleIdQuerySchema,
  SCHEDULE_ROLE_REQUIREMENT,
  updateSequenceBodySchema
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/sequences/:id — PUT body `{data: {version, name, campaignIds, repeat}}`: 200 SequenceRow, 409
 * `sequence.conflict` with `current`. DELETE: 200 `{id}`, 409 `sequence.running` while it is on.
 */
export default apiEndpoint({
  PUT: {
    requires: SCHEDULE_ROLE_REQUIREMENT.updateSequence,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      const { data } = parseBody(updateSequenceBodySchema, await readJsonBody(req), INVALID)
      res.status(200).json(await (await getScheduleServices()).sequences.update(caller, id, data))
    }
  },
  DELETE: {
    requires: SCHEDULE_ROLE_REQUIREMENT.deleteSequence,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      res.status(200).json(await (await getScheduleServices()).sequences.remove(caller, id))
    }
  }
})

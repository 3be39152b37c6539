import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  createSequenceBodySchema,
  getScheduleServices,
  READ_SCHEDULES,
  SCHEDULE_ROLE_REQUIREMENT
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/sequences — GET: SequencesAnswer (every sequence with its campaigns and schedule). POST body
 * `{data: {name, campaignIds, repeat?}}`: 201 SequenceRow, off (outbound:campaignSequence:add).
 */
export default apiEndpoint({
  GET: {
    requires: READ_SCHEDULES,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      res.status(200).json(await (await getScheduleServices()).sequences.list(caller))
    }
  },
  POST: {
    requires: SCHEDULE_ROLE_REQUIREMENT.createSequence,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      const { data } = parseBody(createSequenceBodySchema, await readJsonBody(req), INVALID)
      res.status(201).json(await (await getScheduleServices()).sequences.create(caller, data))
    }
  }
})

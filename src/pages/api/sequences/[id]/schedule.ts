import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  deleteScheduleQuerySchema,
  getScheduleServices,
  MAX_SCHEDULE_BODY_BYTES,
  scheduleChangeBodySchema,
  scheduleIdQuerySchema,
  SCHEDULE_ROLE_REQUIREMENT
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/sequences/:id/schedule — PUT body `{data: ScheduleChange}`: 200 SequenceRow with its schedule, 400
 * `schedule.invalid`, 409 `schedule.conflict` with `current`. DELETE `?version` (optional, the version read):
 * 200 SequenceRow without a schedule, 409 `schedule.conflict` when that version is stale.
 */
export default apiEndpoint({
  PUT: {
    requires: SCHEDULE_ROLE_REQUIREMENT.saveSchedule,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      const { data } = parseBody(
        scheduleChangeBodySchema,
        await readJsonBody(req, MAX_SCHEDULE_BODY_BYTES),
        INVALID
      )
      res.status(200).json(await (await getScheduleServices()).sequences.saveSchedule(caller, id, data))
    }
  },
  DELETE: {
    requires: SCHEDULE_ROLE_REQUIREMENT.deleteSchedule,
    handle: async ({ req, res, caller }) => {
      const { id, version } = parseQuery(deleteScheduleQuerySchema, req, INVALID)
      res.status(200).json(await (await getScheduleServices()).sequences.deleteSchedule(caller, id, version))
    }
  }
})

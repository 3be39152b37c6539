import type { PageConfig } from 'next'
import { apiEndpoint, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  getScheduleServices,
  MAX_SCHEDULE_BODY_BYTES,
  scheduleIdQuerySchema,
  SCHEDULE_ROLE_REQUIREMENT,
  updateCallableTimeSetBodySchema
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/callable-time-sets/:id — PUT body `{data: {version, name, callableTimes}}`: 200 CallableTimeSetRow, 409
 * `callableTimeSet.conflict` with `current`. DELETE: 200 `{id}`, 409 `callableTimeSet.in_use` with the
 * `campaigns` that use it.
 */
export default apiEndpoint({
  PUT: {
    requires: SCHEDULE_ROLE_REQUIREMENT.updateCallableTimeSet,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      const { data } = parseBody(
        updateCallableTimeSetBodySchema,
        await readJsonBody(req, MAX_SCHEDULE_BODY_BYTES),
        INVALID
      )
      res.status(200).json(await (await getScheduleServices()).callableTimeSets.update(caller, id, data))
    }
  },
  DELETE: {
    requires: SCHEDULE_ROLE_REQUIREMENT.deleteCallableTimeSet,
    handle: async ({ req, res, caller }) => {
      const { id } = parseQuery(scheduleIdQuerySchema, req, INVALID)
      res.status(200).json(await (await getScheduleServices()).callableTimeSets.remove(caller, id))
    }
  }
})

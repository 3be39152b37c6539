import type { PageConfig } from 'next'
import { apiEndpoint, noQuerySchema, parseBody, parseQuery, readJsonBody } from '@/server/access'
import {
  createCallableTimeSetBodySchema,
  getScheduleServices,
  MAX_SCHEDULE_BODY_BYTES,
  READ_SCHEDULES,
  SCHEDULE_ROLE_REQUIREMENT
} from '@/server/schedules'

export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/callable-time-sets — GET: CallableTimeSetsAnswer (every set with the campaigns that use it). POST body
 * `{data: {name, callableTimes}}`: 201 CallableTimeSetRow (outbound:callableTimeSet:add).
 */
export default apiEndpoint({
  GET: {
    requires: READ_SCHEDULES,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      res.status(200).json(await (await getScheduleServices()).callableTimeSets.list(caller))
    }
  },
  POST: {
    requires: SCHEDULE_ROLE_REQUIREMENT.createCallableTimeSet,
    handle: async ({ req, res, caller }) => {
      parseQuery(noQuerySchema, req, INVALID)
      const { data } = parseBody(
        createCallableTimeSetBodySchema,
        await readJsonBody(req, MAX_SCHEDULE_BODY_BYTES),
        INVALID
      )
      res.status(201).json(await (await getScheduleServices()).callableTimeSets.create(caller, data))
    }
  }
})

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

// Next's own parser answers bad bodies in plain text before the route runs: read the body ourselves.
export const config: PageConfig = { api: { bodyParser: false } }

const INVALID = 'request.invalid'

/**
 * /api/campaigns/:id/schedule — PUT body `{data: ScheduleChange}`: the campaign's whole schedule with the
 * version read (none for a first schedule); 200 ScheduledCampaign, 400 `schedule.invalid` naming the field,
 * 409 `schedule.conflict` with `current`. DELETE `?version` (optional, the version read): 200 ScheduledCampaign
 * without a schedule, 409 `schedule.conflict` when that version is stale. Both need the app role's
 * `update`/`delete` on `schedules` and outbound:schedule:edit / :delete.
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
      res
        .status(200)
        .json(await (await getScheduleServices()).schedules.saveCampaignSchedule(caller, id, data))
    }
  },
  DELETE: {
    requires: SCHEDULE_ROLE_REQUIREMENT.deleteSchedule,
    handle: async ({ req, res, caller }) => {
      const { id, version } = parseQuery(deleteScheduleQuerySchema, req, INVALID)
      res
        .status(200)
        .json(await (await getScheduleServices()).schedules.deleteCampaignSchedule(caller, id, version))
    }
  }
})

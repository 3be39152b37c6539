export { getScheduleServices, createScheduleServices } from './getScheduleServices'
export type { ScheduleServices } from './getScheduleServices'
export {
  scheduleChangeBodySchema,
  createCallableTimeSetBodySchema,
  updateCallableTimeSetBodySchema,
  createSequenceBodySchema,
  updateSequenceBodySchema,
  sequenceStatusBodySchema,
  scheduleIdQuerySchema,
  deleteScheduleQuerySchema,
  MAX_SCHEDULE_BODY_BYTES
} from './scheduleBodies'
export { READ_SCHEDULES, SCHEDULE_ROLE_REQUIREMENT } from './scheduleCapabilities'

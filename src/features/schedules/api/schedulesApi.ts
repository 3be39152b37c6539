import { sessionRequest } from '@/features/sessionApi'
import type { ScheduleChange, ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules/scheduleTypes'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

const scheduleUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/schedule`

/** GET /api/schedules: every campaign with its schedule, the callable time sets, what the person may do. */
export const requestSchedules = (signal?: AbortSignal) =>
  sessionRequest<SchedulesAnswer>({ method: 'GET', url: '/api/schedules', signal })

/**
 * PUT /api/campaigns/{id}/schedule: the whole schedule, with the version it was based on (none for a campaign
 * that had none). Answers the campaign afresh; 409 `schedule.conflict` when someone changed it meanwhile, 400
 * `schedule.invalid` with `details: {field, kind}`.
 */
export const requestSaveSchedule = (campaignId: string, change: ScheduleChange) =>
  sessionRequest<ScheduledCampaign>({ method: 'PUT', url: scheduleUrl(campaignId), data: change }).then(
    campaign => {
      // the listing of schedules may lag behind: it shows this one meanwhile (recentChanges.ts)
      if (campaign.schedule)
        noteSaved('campaignSchedule', campaignId, campaign.schedule.version, { ...campaign.schedule })
      return campaign
    }
  )

/** DELETE /api/campaigns/{id}/schedule?version=N: the campaign runs unscheduled (its answer, if any, is the campaign). */
export const requestDeleteSchedule = (campaignId: string, version: number) =>
  sessionRequest<ScheduledCampaign | '' | null>({
    method: 'DELETE',
    url: scheduleUrl(campaignId),
    params: { version }
  }).then(answer => {
    noteRemoved('campaignSchedule', campaignId)
    return answer
  })

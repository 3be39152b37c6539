import { original } from '@reduxjs/toolkit'

import { api, type DataDispatch } from '@/shared/data'
import type { ScheduleChange, ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules/scheduleTypes'
import { noteRemoved, noteSaved, recentChanges } from '@/shared/ui/list/model/recentChanges'

import { schedulesWithRecentChanges } from '../model/schedulesWithRecentChanges'

const SCHEDULES = ['Schedules'] as const

const scheduleUrl = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/schedule`

const isCampaign = (value: unknown): value is ScheduledCampaign =>
  typeof value === 'object' && value !== null && 'id' in value && 'schedule' in value

/**
 * Once a change succeeded, the campaign as it answered takes its place in the week: nothing is read again (the
 * platform calls stay one per change). A refused change leaves the week as it was.
 */
async function layInAnswer(
  _arg: unknown,
  lifecycle: {
    dispatch: DataDispatch
    queryFulfilled: PromiseLike<{ data: ScheduledCampaign }>
  }
): Promise<void> {
  try {
    const { data } = await lifecycle.queryFulfilled
    lifecycle.dispatch(campaignLaidIn(data))
  } catch {
    // refused: said by whoever asked for the change
  }
}

/**
 * The week view's data (docs/schedules-ui.md): every campaign with its schedule, read whole; a change sends a
 * campaign's whole schedule on its version and lays the answer into the week; the platform's events lay a
 * campaign's status into it (`statusLaidIn`). Genesys Cloud may list a schedule at an older version, or after
 * it was deleted, for a while: each answer is reconciled with this browser's own recent changes.
 */
export const schedulesApi = api.enhanceEndpoints({ addTagTypes: SCHEDULES }).injectEndpoints({
  endpoints: build => ({
    /** GET /api/schedules: every campaign with its schedule, the callable time sets, what the person may do. */
    schedules: build.query<SchedulesAnswer, void>({
      query: () => ({ method: 'GET', url: '/api/schedules' }),
      // what this browser deleted or saved in the last minute, over a listing that may lag behind it
      transformResponse: (answer: SchedulesAnswer) => schedulesWithRecentChanges(answer, recentChanges()),
      providesTags: SCHEDULES
    }),
    /**
     * PUT /api/campaigns/{id}/schedule: the whole schedule, with the version it was based on (none for a campaign
     * that had none). Answers the campaign afresh; 409 `schedule.conflict` when someone changed it meanwhile, 400
     * `schedule.invalid` with `details: {field, kind}`.
     */
    saveSchedule: build.mutation<ScheduledCampaign, { campaignId: string; change: ScheduleChange }>({
      query: ({ campaignId, change }) => ({ method: 'PUT', url: scheduleUrl(campaignId), data: change }),
      transformResponse: (campaign: ScheduledCampaign, _meta, { campaignId }) => {
        if (campaign.schedule)
          noteSaved('campaignSchedule', campaignId, campaign.schedule.version, { ...campaign.schedule })
        return campaign
      },
      onQueryStarted: layInAnswer
    }),
    /**
     * DELETE /api/campaigns/{id}/schedule?version=N: the campaign runs unscheduled. Answers the campaign as the
     * API gave it, or as it was without its schedule when the API answered nothing.
     */
    deleteSchedule: build.mutation<ScheduledCampaign, { campaign: ScheduledCampaign; version: number }>({
      query: ({ campaign, version }) => ({
        method: 'DELETE',
        url: scheduleUrl(campaign.id),
        params: { version }
      }),
      transformResponse: (answer: unknown, _meta, { campaign }) => {
        noteRemoved('campaignSchedule', campaign.id)
        return isCampaign(answer) ? answer : { ...campaign, schedule: null }
      },
      onQueryStarted: layInAnswer
    })
  })
})

/** The week with one campaign as a change answered it. */
export const campaignLaidIn = (campaign: ScheduledCampaign) =>
  schedulesApi.util.updateQueryData('schedules', undefined, week => {
    // looked up in the plain answer: a draft of every campaign would cost a proxy each
    const index = original(week)?.campaigns.findIndex(one => one.id === campaign.id) ?? -1
    if (index >= 0) week.campaigns[index] = campaign
  })

/** The week with one campaign's status as the platform pushed it (unchanged when it already says so). */
export const statusLaidIn = (id: string, status: ScheduledCampaign['status']) =>
  schedulesApi.util.updateQueryData('schedules', undefined, week => {
    const index = original(week)?.campaigns.findIndex(one => one.id === id && one.status !== status) ?? -1
    if (index >= 0) week.campaigns[index]!.status = status
  })

export const { useDeleteScheduleMutation, useSaveScheduleMutation, useSchedulesQuery } = schedulesApi

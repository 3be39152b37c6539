import { useCallback } from 'react'

import { failureOf } from '@/features/sessionApi'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { ScheduleChange, ScheduleDefinition, ScheduledCampaign } from '@/shared/schedules'

import { requestDeleteSchedule, requestSaveSchedule } from '../api/schedulesApi'
import { failureText, invalidProblem } from '../model/failureText'
import type { SaveOutcome } from '../model/saveOutcome'
import type { SchedulesData } from './useSchedules'

/** A send's outcome: the campaign as the change left it, or why there is none (SaveOutcome's other kinds). */
export type SendOutcome =
  { kind: 'saved'; campaign: ScheduledCampaign } | Exclude<SaveOutcome, { kind: 'saved' }>

/** The body a PUT sends: the schedule's own fields, and the version it is based on (none for a new one). */
const changeOf = (schedule: ScheduleDefinition, version: number | undefined): ScheduleChange => ({
  timeZone: schedule.timeZone,
  intervals: schedule.intervals,
  recurrences: schedule.recurrences,
  ...(version === undefined ? {} : { version })
})

const isCampaign = (value: unknown): value is ScheduledCampaign =>
  typeof value === 'object' && value !== null && 'id' in value && 'schedule' in value

/**
 * Sends a campaign's whole schedule (null: delete it) on its version, and puts the campaign as answered in
 * the week; a version conflict is handed to `onConflict` with the campaign's name.
 */
export function useScheduleSender(
  replaceCampaign: SchedulesData['replaceCampaign'],
  onConflict: (name: string) => void
) {
  const { t } = useScreenTexts()
  return useCallback(
    async (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null): Promise<SendOutcome> => {
      const version = campaign.schedule?.version
      try {
        let fresh: ScheduledCampaign
        if (schedule) fresh = await requestSaveSchedule(campaign.id, changeOf(schedule, version))
        else if (version === undefined) fresh = campaign
        else {
          const answered = await requestDeleteSchedule(campaign.id, version)
          fresh = isCampaign(answered) ? answered : { ...campaign, schedule: null }
        }
        replaceCampaign(fresh)
        return { kind: 'saved', campaign: fresh }
      } catch (error) {
        const failure = failureOf(error)
        if (failure.status === 409 || failure.code === 'schedule.conflict') {
          onConflict(campaign.name)
          return { kind: 'conflict' }
        }
        const problem = invalidProblem(failure)
        if (problem) return { kind: 'invalid', field: problem.field, problem: problem.kind }
        const text = failureText(failure)
        return {
          kind: 'failed',
          message: t('schedules.notice.failed', { name: campaign.name, reason: t(text.key, text.values) })
        }
      }
    },
    [replaceCampaign, onConflict, t]
  )
}

import { useCallback } from 'react'

import { failureOfData } from '@/shared/data'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { ScheduleChange, ScheduleDefinition, ScheduledCampaign } from '@/shared/schedules'

import { useDeleteScheduleMutation, useSaveScheduleMutation } from '../api/schedulesApi'
import { failureText, invalidProblem } from '../model/failureText'
import type { SaveOutcome } from '../model/saveOutcome'

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

// The view awaits a change's outcome and shows none of its states: their updates do not render the page again.
const UNWATCHED = { selectFromResult: () => ({}) }

/**
 * Sends a campaign's whole schedule (null: delete it) on its version (the data layer lays the campaign as
 * answered into the week); a version conflict is handed to `onConflict` with the campaign's name.
 */
export function useScheduleSender(onConflict: (name: string) => void) {
  const { t } = useScreenTexts()
  const [save] = useSaveScheduleMutation(UNWATCHED)
  const [remove] = useDeleteScheduleMutation(UNWATCHED)
  return useCallback(
    async (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null): Promise<SendOutcome> => {
      const version = campaign.schedule?.version
      try {
        const fresh = schedule
          ? await save({ campaignId: campaign.id, change: changeOf(schedule, version) }).unwrap()
          : version === undefined
            ? campaign
            : await remove({ campaign, version }).unwrap()
        return { kind: 'saved', campaign: fresh }
      } catch (error) {
        const failure = failureOfData(error)
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
    [save, remove, onConflict, t]
  )
}

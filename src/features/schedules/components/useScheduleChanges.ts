import { useCallback, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { type ScheduleDefinition, type ScheduledCampaign, scheduleProblems } from '@/shared/schedules'

import type { SaveOutcome } from '../model/saveOutcome'
import { type EntryRef, formOfEntry, type IntervalForm, movedEntry, newForm } from '../model/scheduleEdits'
import { showUndoToast } from './showUndoToast'
import type { SchedulesData } from './useSchedules'
import { useScheduleSender } from './useScheduleSender'

const HOUR_MS = 3_600_000

/** The interval form as opened: on an entry of a campaign's schedule, or for a new run. */
export interface IntervalDialogState {
  key: number
  campaign: ScheduledCampaign | null
  entry: EntryRef | null
  initial: IntervalForm
}

/**
 * The week's changes: the interval form opened and saved, bars moved and resized, each change sent on the
 * schedule's version and said (a deletion or a pointer's change with Undo); what failed as a notice, a version
 * conflict as the dialog that reloads the latest. `zone` is the zone the week is shown in: a new run's form is
 * in it unless its campaign's schedule has its own.
 */
export function useScheduleChanges(data: Pick<SchedulesData, 'reload'>, zone: string) {
  const { t } = useScreenTexts()
  const { reload } = data
  const [dialog, setDialog] = useState<IntervalDialogState | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [said, setSaid] = useState('')
  const send = useScheduleSender(setConflict)

  /** A change with the way back: Undo sends the schedule as it was, on the version the change made. */
  const offerUndo = useCallback(
    (fresh: ScheduledCampaign, before: ScheduleDefinition | null, text: string) => {
      setSaid(text)
      showUndoToast(text, t('schedules.notice.undo'), () => {
        void send(fresh, before).then(outcome => {
          if (outcome.kind === 'saved') setSaid(t('schedules.notice.undone', { name: fresh.name }))
          else if (outcome.kind === 'failed') setNotice(outcome.message)
        })
      })
    },
    [send, t]
  )

  const onSave = useCallback(
    async (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null): Promise<SaveOutcome> => {
      const before = campaign.schedule
      const outcome = await send(campaign, schedule)
      if (outcome.kind !== 'saved') return outcome
      setDialog(null)
      if (schedule) setSaid(t('schedules.notice.saved', { name: campaign.name }))
      else offerUndo(outcome.campaign, before, t('schedules.notice.deleted', { name: campaign.name }))
      return { kind: 'saved' }
    },
    [send, offerUndo, t]
  )
  const onSaveEntry = useCallback(
    (campaign: ScheduledCampaign, schedule: ScheduleDefinition | null) => {
      // a deletion that leaves runs is a PUT of the rest: said as a deletion all the same
      const before = campaign.schedule
      if (
        schedule &&
        dialog?.entry &&
        before &&
        schedule.intervals.length + schedule.recurrences.length <
          before.intervals.length + before.recurrences.length
      )
        return send(campaign, schedule).then(outcome => {
          if (outcome.kind !== 'saved') return outcome
          setDialog(null)
          offerUndo(outcome.campaign, before, t('schedules.notice.deleted', { name: campaign.name }))
          return { kind: 'saved' } as SaveOutcome
        })
      return onSave(campaign, schedule)
    },
    [dialog, send, offerUndo, onSave, t]
  )

  const onOpen = useCallback((campaign: ScheduledCampaign, entry: EntryRef) => {
    if (!campaign.schedule) return
    setDialog({
      key: Date.now(),
      campaign,
      entry,
      initial: formOfEntry(campaign.id, campaign.schedule, entry)
    })
  }, [])
  const onCreate = useCallback(
    (campaign: ScheduledCampaign | null, at: number) =>
      setDialog({
        key: Date.now(),
        campaign,
        entry: null,
        initial: newForm(campaign?.id ?? '', at, at + HOUR_MS, campaign?.schedule?.timeZone ?? zone)
      }),
    [zone]
  )
  const onChange = useCallback(
    (campaign: ScheduledCampaign, entry: EntryRef, startBy: number, endBy: number, readout: string) => {
      const before = campaign.schedule
      if (!before) return
      const schedule = movedEntry(before, entry, startBy, endBy)
      const problem = scheduleProblems(schedule)[0]
      if (problem) {
        setNotice(
          t('schedules.notice.failed', {
            name: campaign.name,
            reason: t(`schedules.problems.${problem.kind}`)
          })
        )
        return
      }
      void send(campaign, schedule).then(outcome => {
        // said with where the run went, so that one change's notice reads apart from the one before
        if (outcome.kind === 'saved')
          offerUndo(outcome.campaign, before, t('schedules.notice.changed', { name: campaign.name, readout }))
        else if (outcome.kind === 'failed') setNotice(outcome.message)
        else if (outcome.kind === 'invalid')
          setNotice(
            t('schedules.notice.failed', {
              name: campaign.name,
              reason: t(`schedules.problems.${outcome.problem}`, {
                defaultValue: t('schedules.errors.invalid')
              })
            })
          )
      })
    },
    [send, offerUndo, t]
  )
  const onReloadLatest = () => {
    setConflict(null)
    setDialog(null)
    void reload().then(() => setSaid(t('schedules.notice.reloaded')))
  }

  return {
    dialog,
    closeDialog: () => setDialog(null),
    conflict,
    cancelConflict: () => setConflict(null),
    notice,
    dismissNotice: () => setNotice(null),
    said,
    /** says a text politely (a keyboard change's readout, step by step) */
    say: setSaid,
    onSaveEntry,
    onOpen,
    onCreate,
    onChange,
    onReloadLatest
  }
}

import { useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { type ScheduleDefinition, type ScheduledCampaign, scheduleProblems } from '@/shared/schedules'

import type { SaveOutcome } from '../model/saveOutcome'
import {
  applyForm,
  type EntryRef,
  type FormField,
  type FormProblems,
  formProblemsOf,
  formShapeProblems,
  type IntervalForm,
  isEmptySchedule,
  MAX_COUNT,
  MAX_EVERY,
  withoutEntry
} from '../model/scheduleEdits'

export interface IntervalFormOptions {
  /** every campaign (a new run's campaign is picked among them) */
  campaigns: readonly ScheduledCampaign[]
  /** the entry's campaign; null for a new run whose campaign is to be picked */
  campaign: ScheduledCampaign | null
  /** the entry opened (null: a new run) */
  entry: EntryRef | null
  initial: IntervalForm
  /** sends the campaign's whole schedule (null: none left); `path` names the form's run in it */
  onSave: (
    campaign: ScheduledCampaign,
    schedule: ScheduleDefinition | null,
    path: string
  ) => Promise<SaveOutcome>
}

/** A field's setter: the new value, and that field's problem (and the general one) cleared. */
export type SetField = <K extends keyof IntervalForm>(field: K, value: IntervalForm[K]) => void

/**
 * The interval form's state: the run as typed, each field's problem (the form's own, then the schedule's rules,
 * then the server's 400 under the field it names), and the save or deletion of the run under way.
 */
export function useIntervalForm({ campaigns, campaign, entry, initial, onSave }: IntervalFormOptions) {
  const { t } = useScreenTexts()
  const [form, setForm] = useState<IntervalForm>(initial)
  const [problems, setProblems] = useState<FormProblems>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const target = campaign ?? campaigns.find(one => one.id === form.campaignId) ?? null

  const set: SetField = (field, value) => {
    setForm(current => ({ ...current, [field]: value }))
    setProblems(current => {
      const { [field as FormField]: _gone, general: _general, ...rest } = current
      return rest
    })
  }
  const help = (field: FormField) => {
    const kind = problems[field]
    const max = field === 'count' ? MAX_COUNT : MAX_EVERY
    return kind ? t(`schedules.problems.${kind}`, { max }) : undefined
  }

  const send = async (schedule: ScheduleDefinition | null, path: string) => {
    if (!target) return
    setSending(true)
    setFailure(null)
    const outcome = await onSave(target, schedule, path)
    setSending(false)
    if (outcome.kind === 'failed') setFailure(outcome.message)
    if (outcome.kind === 'invalid')
      setProblems(formProblemsOf([{ field: outcome.field, kind: outcome.problem as never }], path))
  }
  const save = () => {
    const shape = formShapeProblems(form)
    if (Object.keys(shape).length) return setProblems(shape)
    const base = target?.schedule ?? null
    const { schedule, path } = applyForm(base, entry, form)
    const found = formProblemsOf(scheduleProblems(schedule), path)
    if (Object.keys(found).length) return setProblems(found)
    void send(schedule, path)
  }
  const remove = () => {
    if (!target?.schedule || !entry) return
    const rest = withoutEntry(target.schedule, entry)
    void send(isEmptySchedule(rest) ? null : rest, '')
  }

  return { form, problems, sending, failure, set, help, save, remove }
}

import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import {
  type ScheduleDefinition,
  type ScheduledCampaign,
  scheduleProblems,
  type Weekday
} from '@/shared/schedules'

import { weekdayNames } from '../model/dateFormat'
import {
  applyForm,
  type EntryRef,
  type Ends,
  type FormField,
  type FormProblems,
  formProblemsOf,
  formShapeProblems,
  type IntervalForm,
  isEmptySchedule,
  MAX_COUNT,
  MAX_EVERY,
  type Repeat,
  withoutEntry
} from '../model/scheduleEdits'

/** How a save went: saved, refused for a problem of the schedule (400), a version conflict, or another failure. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; field: string; problem: string }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string }

export interface IntervalDialogProps {
  /** every campaign (a new run's campaign is picked among them) */
  campaigns: readonly ScheduledCampaign[]
  /** the entry's campaign; null for a new run whose campaign is to be picked */
  campaign: ScheduledCampaign | null
  /** the entry opened (null: a new run) */
  entry: EntryRef | null
  initial: IntervalForm
  /** null when the person may change schedules, else why not */
  refusal: string | null
  timeZones: readonly string[]
  onClose: () => void
  /**
   * sends the campaign's whole schedule (null: none left) based on its version; `path` names the form's run in
   * it (the field a 400 names)
   */
  onSave: (
    campaign: ScheduledCampaign,
    schedule: ScheduleDefinition | null,
    path: string
  ) => Promise<SaveOutcome>
}

const REPEATS: readonly Repeat[] = ['none', 'daily', 'weekly']
const ENDS: readonly Ends[] = ['never', 'until', 'count']

/**
 * A run of a campaign's schedule, new or opened from its bar: its campaign (for a new one), start, end, the
 * schedule's time zone, and its repeat (daily or weekly, every n, on which days, until a date or for a number of
 * runs). What the schedule's rules refuse is shown under its field before anything is sent; a 400 from the
 * server under the field it names. Everything the pointer does on the timeline, this does by keyboard.
 */
export function IntervalDialog(props: IntervalDialogProps) {
  const { t, language } = useScreenTexts()
  const { campaign, entry, refusal } = props
  const editable = refusal === null
  const [form, setForm] = useState<IntervalForm>(props.initial)
  const [problems, setProblems] = useState<FormProblems>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const titleId = useId()
  const content = useRef<HTMLDivElement>(null)
  const days = useMemo(() => weekdayNames(language), [language])
  const target = campaign ?? props.campaigns.find(one => one.id === form.campaignId) ?? null
  const options = useMemo(
    () => [...props.campaigns].sort((a, b) => a.name.localeCompare(b.name, language)),
    [props.campaigns, language]
  )

  // the first field in error takes the focus
  useEffect(() => {
    content.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problems])

  const set = <K extends keyof IntervalForm>(field: K, value: IntervalForm[K]) => {
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
    const outcome = await props.onSave(target, schedule, path)
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

  const recurrence = entry?.source === 'recurrence'
  const title =
    campaign && entry
      ? t('schedules.dialog.editTitle', { name: campaign.name })
      : t('schedules.dialog.newTitle')
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="interval-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent ref={content}>
        <Box
          component="form"
          noValidate
          id={`${titleId}-form`}
          onSubmit={event => {
            event.preventDefault()
            if (editable) save()
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          {!editable && <Alert severity="info">{t('schedules.dialog.readOnly', { reason: refusal })}</Alert>}
          {recurrence && <Alert severity="info">{t('schedules.dialog.series')}</Alert>}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {problems.general && (
            <Alert severity="error">
              {t('schedules.problems.general', { problem: t(`schedules.problems.${problems.general}`) })}
            </Alert>
          )}
          {!campaign && (
            <Autocomplete
              options={options}
              value={options.find(one => one.id === form.campaignId) ?? null}
              onChange={(_, value) => set('campaignId', value?.id ?? '')}
              getOptionLabel={option => option.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              disabled={!editable}
              renderInput={params => (
                <TextField
                  {...params}
                  label={t('schedules.dialog.campaign')}
                  required
                  error={Boolean(problems.campaignId)}
                  helperText={help('campaignId')}
                />
              )}
            />
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {(['start', 'end'] as const).map(field => (
              <TextField
                key={field}
                type="datetime-local"
                label={t(`schedules.dialog.${field}`)}
                value={form[field]}
                onChange={event => set(field, event.target.value)}
                required
                disabled={!editable}
                error={Boolean(problems[field])}
                helperText={help(field)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
                sx={{ flex: '1 1 200px' }}
              />
            ))}
          </Box>
          <Autocomplete
            options={props.timeZones}
            value={form.timeZone || null}
            onChange={(_, value) => set('timeZone', value ?? '')}
            disabled={!editable}
            renderInput={params => (
              <TextField
                {...params}
                label={t('schedules.dialog.timeZone')}
                required
                error={Boolean(problems.timeZone)}
                helperText={help('timeZone') ?? t('schedules.dialog.timeZoneHelp')}
              />
            )}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('schedules.dialog.repeat')}
              value={form.repeat}
              onChange={event => set('repeat', event.target.value as Repeat)}
              disabled={!editable}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ flex: '1 1 200px' }}
            >
              {REPEATS.map(repeat => (
                <option key={repeat} value={repeat}>
                  {t(`schedules.dialog.repeats.${repeat}`)}
                </option>
              ))}
            </TextField>
            {form.repeat !== 'none' && (
              <TextField
                type="number"
                label={t('schedules.dialog.every')}
                value={form.every}
                onChange={event => set('every', event.target.value)}
                disabled={!editable}
                error={Boolean(problems.every)}
                helperText={help('every') ?? t(`schedules.dialog.everyUnit.${form.repeat}`)}
                slotProps={{ htmlInput: { min: 1, max: MAX_EVERY, step: 1 } }}
                sx={{ flex: '0 1 140px' }}
              />
            )}
          </Box>
          {form.repeat === 'weekly' && (
            <FormControl component="fieldset" disabled={!editable} error={Boolean(problems.daysOfWeek)}>
              <FormLabel component="legend">{t('schedules.dialog.days')}</FormLabel>
              <FormGroup row>
                {days.map(({ day, name }) => (
                  <FormControlLabel
                    key={day}
                    label={name}
                    control={
                      <Checkbox
                        checked={form.daysOfWeek.includes(day)}
                        onChange={event =>
                          set(
                            'daysOfWeek',
                            event.target.checked
                              ? [...form.daysOfWeek, day]
                              : form.daysOfWeek.filter((one: Weekday) => one !== day)
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {problems.daysOfWeek && <FormHelperText>{help('daysOfWeek')}</FormHelperText>}
            </FormControl>
          )}
          {form.repeat !== 'none' && (
            <FormControl component="fieldset" disabled={!editable}>
              <FormLabel component="legend">{t('schedules.dialog.ends')}</FormLabel>
              <RadioGroup row value={form.ends} onChange={event => set('ends', event.target.value as Ends)}>
                {ENDS.map(ends => (
                  <FormControlLabel
                    key={ends}
                    value={ends}
                    control={<Radio />}
                    label={t(`schedules.dialog.endsOptions.${ends}`)}
                  />
                ))}
              </RadioGroup>
              {form.ends === 'until' && (
                <TextField
                  type="date"
                  label={t('schedules.dialog.until')}
                  value={form.until}
                  onChange={event => set('until', event.target.value)}
                  disabled={!editable}
                  error={Boolean(problems.until)}
                  helperText={help('until')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ mt: 1, maxWidth: 220 }}
                />
              )}
              {form.ends === 'count' && (
                <TextField
                  type="number"
                  label={t('schedules.dialog.count')}
                  value={form.count}
                  onChange={event => set('count', event.target.value)}
                  disabled={!editable}
                  error={Boolean(problems.count)}
                  helperText={help('count')}
                  slotProps={{ htmlInput: { min: 1, max: MAX_COUNT, step: 1 } }}
                  sx={{ mt: 1, maxWidth: 160 }}
                />
              )}
            </FormControl>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {editable && entry && (
          <Button
            color="error"
            onClick={remove}
            disabled={sending}
            // error.main is under 4.5:1 on the dark paper: its light shade there
            sx={theme => ({
              marginInlineEnd: 'auto',
              ...theme.applyStyles('dark', { color: theme.vars?.palette.error.light })
            })}
          >
            {t(recurrence ? 'schedules.dialog.deleteSeries' : 'schedules.dialog.delete')}
          </Button>
        )}
        <Button color="inherit" onClick={props.onClose}>
          {t(editable ? 'schedules.dialog.cancel' : 'schedules.dialog.close')}
        </Button>
        {editable && (
          <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={sending}>
            {t('schedules.dialog.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}

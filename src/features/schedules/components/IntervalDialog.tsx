import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useMemo, useRef } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { RepeatFields } from './RepeatFields'
import { type IntervalFormOptions, useIntervalForm } from './useIntervalForm'

export interface IntervalDialogProps extends IntervalFormOptions {
  /** null when the person may change schedules, else why not */
  refusal: string | null
  timeZones: readonly string[]
  onClose: () => void
}

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
  const { form, problems, sending, failure, set, help, save, remove } = useIntervalForm(props)
  const titleId = useId()
  const content = useRef<HTMLDivElement>(null)
  const options = useMemo(
    () => [...props.campaigns].sort((a, b) => a.name.localeCompare(b.name, language)),
    [props.campaigns, language]
  )

  // the first field in error takes the focus
  useEffect(() => {
    content.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [problems])

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
          <RepeatFields form={form} problems={problems} set={set} help={help} editable={editable} />
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

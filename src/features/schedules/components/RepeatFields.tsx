import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useMemo } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { Weekday } from '@/shared/schedules'

import { weekdayNames } from '../model/dateFormat'
import {
  type Ends,
  type FormField,
  type FormProblems,
  type IntervalForm,
  MAX_COUNT,
  MAX_EVERY,
  type Repeat
} from '../model/scheduleEdits'
import type { SetField } from './useIntervalForm'

const REPEATS: readonly Repeat[] = ['none', 'daily', 'weekly']
const ENDS: readonly Ends[] = ['never', 'until', 'count']

interface RepeatFieldsProps {
  form: IntervalForm
  problems: FormProblems
  set: SetField
  /** the field's problem in words, if it has one */
  help: (field: FormField) => string | undefined
  editable: boolean
}

/**
 * The interval form's repeat: none, daily or weekly, every n days or weeks, on which days (weekly), and when
 * the series ends (never, on a date, after a number of runs).
 */
export function RepeatFields({ form, problems, set, help, editable }: RepeatFieldsProps) {
  const { t, language } = useScreenTexts()
  const days = useMemo(() => weekdayNames(language), [language])
  return (
    <>
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
    </>
  )
}

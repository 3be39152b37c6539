import AddOutlined from '@mui/icons-material/AddOutlined'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { type CallableSlot, type Weekday, WEEKDAYS } from '@/shared/schedules/scheduleTypes'

import { slotProblem } from '../model/callableHours'
import { dayName } from '../model/dayNames'

interface ExactTimesProps {
  slots: readonly CallableSlot[]
  onChange: (slots: CallableSlot[]) => void
}

interface TimeFieldProps {
  label: string
  /** its accessible name (the day and the slot's number: "Friday, hours 1: to") */
  name: string
  value: string
  onChange: (value: string) => void
  error: boolean
  helperText?: string
}

/** One end of a slot, to the minute (a time input, written left to right whatever the page's direction). */
function TimeField({ label, name, value, onChange, error, helperText }: TimeFieldProps) {
  return (
    <TextField
      type="time"
      size="small"
      label={label}
      value={value}
      onChange={event => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      slotProps={{
        htmlInput: { 'aria-label': name, step: 60, dir: 'ltr' },
        inputLabel: { shrink: true }
      }}
      sx={{ width: '8.5rem' }}
    />
  )
}

/**
 * Each day's hours to the minute: a start and an end per slot (00:00 as the end is midnight), slots added and
 * removed by day. What the hour grid cannot say (08:30–17:45) is written here.
 */
export function ExactTimes({ slots, onChange }: ExactTimesProps) {
  const { t, language } = useScreenTexts()
  const set = (index: number, change: Partial<CallableSlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)))
  const add = (day: Weekday) => onChange([...slots, { day, start: '09:00', stop: '17:00' }])
  const remove = (index: number) => onChange(slots.filter((_, i) => i !== index))

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {WEEKDAYS.map(day => {
        const long = dayName(day, language, 'long')
        const ofDay = slots.flatMap((slot, index) => (slot.day === day ? [{ slot, index }] : []))
        return (
          <Box
            key={day}
            role="group"
            aria-label={long}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
          >
            <Box sx={{ width: '7rem', flex: 'none', pt: 1, fontSize: 14 }}>{long}</Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 0 }}>
              {ofDay.length === 0 && (
                <Box sx={{ pt: 1, fontSize: 14, color: 'text.secondary' }}>
                  {t('callableTimes.editor.noSlots')}
                </Box>
              )}
              {ofDay.map(({ slot, index }, number) => {
                const problem = slotProblem(slot)
                const values = { day: long, number: number + 1 }
                return (
                  <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <TimeField
                      label={t('callableTimes.editor.from')}
                      name={t('callableTimes.editor.fromOf', values)}
                      value={slot.start}
                      onChange={start => set(index, { start })}
                      error={problem === 'format'}
                    />
                    <TimeField
                      label={t('callableTimes.editor.to')}
                      name={t('callableTimes.editor.toOf', values)}
                      value={slot.stop}
                      onChange={stop => set(index, { stop })}
                      error={problem !== null}
                      helperText={problem ? t(`callableTimes.editor.problems.${problem}`) : undefined}
                    />
                    <IconButton
                      size="small"
                      aria-label={t('callableTimes.editor.removeSlot', values)}
                      title={t('callableTimes.editor.removeSlot', values)}
                      onClick={() => remove(index)}
                      sx={{ mt: 0.5 }}
                    >
                      <CloseOutlined fontSize="small" />
                    </IconButton>
                  </Box>
                )
              })}
            </Box>
            <IconButton
              size="small"
              aria-label={t('callableTimes.editor.addSlot', { day: long })}
              title={t('callableTimes.editor.addSlot', { day: long })}
              onClick={() => add(day)}
              sx={{ mt: 0.5 }}
            >
              <AddOutlined fontSize="small" />
            </IconButton>
          </Box>
        )
      })}
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t('callableTimes.editor.midnight')}</Box>
    </Box>
  )
}

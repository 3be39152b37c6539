import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import { useTheme } from '@mui/material/styles'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { type CallableSlot, type Weekday, WEEKDAYS } from '@/shared/schedules/scheduleTypes'

import { HOURS, hourLabel, hourState, type HourState, rangesOfDay } from '../model/callableHours'
import { dayName } from '../model/dayNames'

interface HourGridProps {
  slots: readonly CallableSlot[]
  /** names the grid ("Callable hours in Europe/Paris") */
  zone: string
  onToggle: (day: Weekday, hour: number) => void
}

const COLUMNS = '3.25rem repeat(24, minmax(0.75rem, 1fr))'
// A little more room before 06:00, 12:00 and 18:00: quarters of the day read at a glance.
const quarter = (hour: number) => (hour > 0 && hour % 6 === 0 ? '3px' : 0)

const fill = (state: HourState, main: string) =>
  state === 'callable'
    ? main
    : state === 'partly'
      ? `linear-gradient(to top, ${main} 50%, transparent 50%)`
      : 'transparent'

/**
 * A zone's week as 7 rows of 24 hours (a WAI-ARIA grid): an hour is filled when contacts may be called all of
 * it, half filled when part of it. A click, or Space or Enter, turns an hour on or off; the arrow keys move
 * between hours and days, Home and End to a day's first and last hour. One Tab stop (the hour last visited).
 * Each hour is named "Monday 08:00–09:00, callable".
 */
export function HourGrid({ slots, zone, onToggle }: HourGridProps) {
  const { t, language } = useScreenTexts()
  const theme = useTheme()
  const rtl = theme.direction === 'rtl'
  const helpId = useId()
  const [active, setActive] = useState<{ day: Weekday; hour: number }>({ day: 1, hour: 8 })
  const cells = useRef(new Map<string, HTMLElement>())
  const days = useMemo(
    () =>
      WEEKDAYS.map(day => ({
        day,
        short: dayName(day, language),
        long: dayName(day, language, 'long'),
        ranges: rangesOfDay(slots, day)
      })),
    [slots, language]
  )

  const moveTo = (day: Weekday, hour: number) => {
    setActive({ day, hour })
    cells.current.get(`${day}-${hour}`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent, day: Weekday, hour: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const back = rtl ? 'ArrowRight' : 'ArrowLeft'
    const to = (d: number, h: number) =>
      moveTo(Math.min(7, Math.max(1, d)) as Weekday, Math.min(23, Math.max(0, h)))
    switch (event.key) {
      case forward:
        to(day, hour + 1)
        break
      case back:
        to(day, hour - 1)
        break
      case 'ArrowDown':
        to(day + 1, hour)
        break
      case 'ArrowUp':
        to(day - 1, hour)
        break
      case 'Home':
        to(event.ctrlKey ? 1 : day, 0)
        break
      case 'End':
        to(event.ctrlKey ? 7 : day, 23)
        break
      case ' ':
      case 'Enter':
        onToggle(day, hour)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const main = theme.vars?.palette.primary.main ?? theme.palette.primary.main
  return (
    <Box>
      <Box
        role="grid"
        aria-label={t('callableTimes.editor.grid', { zone })}
        aria-describedby={helpId}
        sx={{ display: 'flex', flexDirection: 'column', gap: '2px', userSelect: 'none' }}
      >
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: '2px' }}>
          <Box role="columnheader" sx={{ fontSize: 11, color: 'text.secondary' }}>
            {t('callableTimes.editor.day')}
          </Box>
          {HOURS.map(hour => (
            <Box
              key={hour}
              role="columnheader"
              sx={{
                fontSize: 11,
                color: 'text.secondary',
                textAlign: 'center',
                marginInlineStart: quarter(hour),
                fontVariantNumeric: 'tabular-nums'
              }}
            >
              {/* every third hour written: the others would not fit */}
              <span aria-hidden>{hour % 3 === 0 ? String(hour).padStart(2, '0') : ''}</span>
              {/* the hour's name as text (an aria-label alone leaves the header empty to axe) */}
              <span style={visuallyHidden}>{hourLabel(hour * 60)}</span>
            </Box>
          ))}
        </Box>
        {days.map(({ day, short, long, ranges }) => (
          <Box key={day} role="row" sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: '2px' }}>
            <Box role="rowheader" sx={{ fontSize: 13, lineHeight: '22px' }}>
              <span aria-hidden>{short}</span>
              <span style={visuallyHidden}>{long}</span>
            </Box>
            {HOURS.map(hour => {
              const state = hourState(ranges, hour)
              const isActive = active.day === day && active.hour === hour
              return (
                <Box
                  key={hour}
                  role="gridcell"
                  ref={(element: HTMLElement | null) => {
                    if (element) cells.current.set(`${day}-${hour}`, element)
                    else cells.current.delete(`${day}-${hour}`)
                  }}
                  tabIndex={isActive ? 0 : -1}
                  aria-label={t('callableTimes.editor.cell', {
                    day: long,
                    from: hourLabel(hour * 60),
                    to: hourLabel(hour * 60 + 60),
                    state: t(`callableTimes.editor.state.${state}`)
                  })}
                  data-state={state}
                  onClick={() => {
                    setActive({ day, hour })
                    onToggle(day, hour)
                  }}
                  onFocus={() => setActive({ day, hour })}
                  onKeyDown={event => onKeyDown(event, day, hour)}
                  sx={{
                    height: 22,
                    marginInlineStart: quarter(hour),
                    borderRadius: '3px',
                    border: '1px solid',
                    borderColor: state === 'not' ? 'divider' : 'primary.main',
                    background: fill(state, main),
                    cursor: 'pointer',
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'text.primary',
                      outlineOffset: 1
                    }
                  }}
                />
              )
            })}
          </Box>
        ))}
      </Box>
      <Box id={helpId} sx={{ fontSize: 12, color: 'text.secondary', mt: 0.75 }}>
        {t('callableTimes.editor.gridHelp')}
      </Box>
    </Box>
  )
}

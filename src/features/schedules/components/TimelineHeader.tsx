import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'

import type { DateTexts } from '../model/dateFormat'
import { inWindow, positionIn, type WeekWindow } from '../model/weekWindow'
import { NowLine } from './NowLine'

interface TimelineHeaderProps {
  window: WeekWindow
  dates: DateTexts
  now: number
  todayText: string
}

/** The timeline column's header: the week's seven days with their dates (today marked), and the now line. */
export function TimelineHeader({ window, dates, now, todayText }: TimelineHeaderProps) {
  return (
    <Box sx={{ position: 'relative', display: 'flex', width: '100%', height: '100%' }}>
      {window.days.map(day => {
        const today = now >= day.start && now < day.end
        return (
          <Box
            key={day.day}
            sx={theme => ({
              flex: '1 1 0',
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              alignItems: 'center',
              lineHeight: 1.25,
              borderInlineStart: 1,
              borderColor: 'divider',
              fontWeight: today ? 700 : 500,
              // the primary shades that keep 4.5:1 on the paper (main does not, in either mode)
              color: today ? 'primary.dark' : 'text.primary',
              ...(today && theme.applyStyles('dark', { color: theme.vars?.palette.primary.light }))
            })}
          >
            <Box component="span" sx={{ fontSize: '0.8125rem' }}>
              {dates.weekday(day.start)}
            </Box>
            <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400, color: 'text.secondary' }}>
              <time dateTime={day.date}>{dates.dayMonth(day.start)}</time>
              {today && <span style={visuallyHidden}>{todayText}</span>}
            </Box>
          </Box>
        )
      })}
      {inWindow(window, now) && <NowLine position={positionIn(window, now)} />}
    </Box>
  )
}

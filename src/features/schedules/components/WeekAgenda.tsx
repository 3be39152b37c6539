import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { Occurrence, ScheduledCampaign } from '@/shared/schedules'

import { agendaDays, type AgendaRun } from '../model/agendaDays'
import type { DateTexts } from '../model/dateFormat'
import type { EntryRef } from '../model/scheduleEdits'
import type { WeekDay, WeekWindow } from '../model/weekWindow'

/** Runs listed per day before "Show all": a phone's screenful or two. */
const FIRST_RUNS = 30

interface WeekAgendaProps {
  rows: readonly ScheduledCampaign[]
  pending: boolean
  emptyText: string
  window: WeekWindow
  now: number
  dates: DateTexts
  barName: (campaign: ScheduledCampaign, run: Occurrence) => string
  onOpen: (campaign: ScheduledCampaign, ref: EntryRef) => void
}

/**
 * The week on a phone, where seven days of bars do not fit: each day a heading and its runs in time order, each
 * run a button (named as its bar) that opens it in the interval form, as a bar does. Nothing wider than the
 * screen: names wrap.
 */
export function WeekAgenda(props: WeekAgendaProps) {
  const { t, language } = useScreenTexts()
  const { window, dates } = props
  const days = useMemo(
    () => agendaDays(props.rows, window, new Intl.Collator(language).compare),
    [props.rows, window, language]
  )
  const [all, setAll] = useState<ReadonlySet<number>>(new Set())
  if (props.pending || props.rows.length === 0)
    return (
      <Typography sx={{ px: 2.5, py: 3, color: 'text.secondary' }} aria-busy={props.pending}>
        {props.pending ? t('schedules.loading') : props.emptyText}
      </Typography>
    )
  return (
    <Box
      component="section"
      aria-label={t('schedules.agenda.label')}
      data-testid="schedule-agenda"
      sx={{ px: 2, pb: 2 }}
    >
      {window.days.map((day, index) => {
        const runs = days[index]!
        const shown = all.has(index) ? runs : runs.slice(0, FIRST_RUNS)
        return (
          <Box key={day.day} component="section" aria-label={dayName(dates, day)} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
              {dayName(dates, day)}
              {props.now >= day.start && props.now < day.end && ` · ${t('schedules.today')}`}
            </Typography>
            {runs.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.5 }}>
                {t('schedules.agenda.none')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {shown.map(item => (
                  <AgendaItem
                    key={`${item.campaign.id}-${item.run.start}`}
                    item={item}
                    day={day}
                    dates={dates}
                    barName={props.barName}
                    onOpen={props.onOpen}
                  />
                ))}
              </List>
            )}
            {shown.length < runs.length && (
              <Button size="small" onClick={() => setAll(current => new Set(current).add(index))}>
                {t('schedules.agenda.more', { count: runs.length })}
              </Button>
            )}
          </Box>
        )
      })}
    </Box>
  )
}

const dayName = (dates: DateTexts, day: WeekDay) => `${dates.weekday(day.start)} ${dates.dayMonth(day.start)}`

function AgendaItem({
  item,
  day,
  dates,
  barName,
  onOpen
}: Pick<WeekAgendaProps, 'dates' | 'barName' | 'onOpen'> & { item: AgendaRun; day: WeekDay }) {
  const { t } = useScreenTexts()
  const { campaign, run } = item
  // a run within the day by its times, one across midnight with its days
  const within = run.start >= day.start && run.end <= day.end
  return (
    <ListItemButton
      data-testid="agenda-run"
      aria-label={barName(campaign, run)}
      onClick={() => onOpen(campaign, { source: run.source, index: run.index })}
      sx={{ px: 1, gap: 1.5, alignItems: 'flex-start', borderRadius: 1 }}
    >
      <Box
        component="span"
        sx={{ flex: '0 0 auto', minWidth: 88, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
      >
        {within ? `${dates.time(run.start)}\u2013${dates.time(run.end)}` : dates.range(run.start, run.end)}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {campaign.name}
        {campaign.status && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
            {t(`schedules.status.${campaign.status}`)}
          </Box>
        )}
      </Box>
    </ListItemButton>
  )
}

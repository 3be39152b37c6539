import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import NextLink from 'next/link'
import { type ReactNode, useMemo } from 'react'

import { datePart, instantOfLocal, timePart } from '@/shared/schedules/localTime'
import { occurrencesBetween } from '@/shared/schedules/occurrences'
import type { ScheduleRecurrence, StoredSchedule } from '@/shared/schedules/scheduleDefinition'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { useScheduleText } from './ScheduleText'

const UPCOMING = 5
const DAY_MS = 86_400_000
/** Far enough to find five runs of any weekly schedule, short enough to stay cheap. */
const UPCOMING_HORIZON_MS = 60 * DAY_MS

interface CampaignScheduleProps {
  campaignId: string
  /** the calling hours' picker, under the schedule (CallableHoursPicker) */
  children?: ReactNode
  /** undefined: could not be read; null: none */
  schedule: StoredSchedule | null | undefined
  /** when the page's data was read (epoch ms): the runs from then on are the next ones */
  now: number
}

/** Weekday names (1 = Monday) in the person's language, from a Monday known to the calendar. */
const weekdayName = (language: string, day: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day) // 2024-01-01 was a Monday
  )

/** A wall-clock `HH:mm` as the person's language writes it (9:00 AM, 09:00): no zone is involved. */
const clockTime = (language: string, value: string) => {
  const [hours, minutes] = value.split(':').map(Number) as [number, number]
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hours, minutes)
  )
}

/**
 * The campaign's schedule on its page: what it says about now, its rules in words, the next runs in the
 * schedule's zone, and the way to the week view where it is edited.
 */
export function CampaignSchedule({ campaignId, schedule, now, children }: CampaignScheduleProps) {
  const { t, language } = useCampaignsT()
  const scheduleText = useScheduleText()

  const upcoming = useMemo(() => {
    if (!schedule) return []
    return occurrencesBetween(schedule, now, now + UPCOMING_HORIZON_MS)
      .filter(run => run.end > now)
      .slice(0, UPCOMING)
  }, [schedule, now])

  const dateTime = useMemo(
    () =>
      schedule &&
      new Intl.DateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: schedule.timeZone
      }),
    [language, schedule]
  )
  const time = useMemo(
    () =>
      schedule &&
      new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: schedule.timeZone }),
    [language, schedule]
  )

  const describe = (rule: ScheduleRecurrence) => {
    const start = clockTime(language, timePart(rule.start))
    const end = clockTime(language, timePart(rule.end))
    const days = (rule.daysOfWeek.length ? rule.daysOfWeek : [])
      .map(day => weekdayName(language, day))
      .join(', ')
    const base =
      rule.pattern === 'daily'
        ? rule.every === 1
          ? t('schedule.daily', { start, end })
          : t('schedule.dailyEvery', { count: rule.every, start, end })
        : rule.every === 1
          ? t('schedule.weekly', { days, start, end })
          : t('schedule.weeklyEvery', { count: rule.every, days, start, end })
    const limit = rule.until
      ? t('schedule.until', { date: rule.until })
      : rule.count
        ? t('schedule.times', { count: rule.count })
        : null
    return limit ? `${base}, ${limit}` : base
  }

  return (
    <Card component="section" aria-labelledby="campaign-schedule-title" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="campaign-schedule-title" variant="h6" component="h2">
          {t('schedule.title')}
        </Typography>
        <Typography data-testid="campaign-schedule-summary">
          {schedule === undefined ? t('schedule.unavailable') : scheduleText(schedule, now)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Link component={NextLink} href={`/schedules?campaign=${encodeURIComponent(campaignId)}`}>
          {t('schedule.openWeek')}
        </Link>
      </Box>
      {schedule === null && <Typography color="text.secondary">{t('schedule.noneYet')}</Typography>}
      {schedule && dateTime && time && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('schedule.timeZone', { zone: schedule.timeZone })}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
              {schedule.recurrences.map((rule, index) => (
                <li key={`r${index}`}>{describe(rule)}</li>
              ))}
              {schedule.intervals.map((interval, index) => (
                <li key={`i${index}`}>
                  {t('schedule.once', {
                    start: dateTime.format(instantOfLocal(interval.start, schedule.timeZone)),
                    end:
                      datePart(interval.start) === datePart(interval.end)
                        ? time.format(instantOfLocal(interval.end, schedule.timeZone))
                        : dateTime.format(instantOfLocal(interval.end, schedule.timeZone))
                  })}
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary" id="campaign-schedule-upcoming">
              {t('schedule.upcoming')}
            </Typography>
            <Box
              component="ol"
              aria-labelledby="campaign-schedule-upcoming"
              sx={{ m: 0, paddingInlineStart: 2.5 }}
            >
              {upcoming.map(run => (
                <li key={run.start}>
                  <time dateTime={new Date(run.start).toISOString()}>{dateTime.format(run.start)}</time>
                  {' – '}
                  <time dateTime={new Date(run.end).toISOString()}>
                    {run.end - run.start < DAY_MS ? time.format(run.end) : dateTime.format(run.end)}
                  </time>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      )}
      {children}
    </Card>
  )
}

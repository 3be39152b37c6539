import { useCallback } from 'react'

import type { ScheduleDefinition } from '@/shared/schedules/scheduleTypes'

import { useCampaignsT } from '../i18n/CampaignTexts'
import { browserTimeZone, scheduleSummary } from '../model/scheduleSummary'

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Weekday and time, or time alone, in `timeZone` (the runtime's Intl does the zone; none is computed here). */
function formatter(language: string, timeZone: string, withDay: boolean) {
  const key = `${language} ${timeZone} ${withDay}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      ...(withDay ? { weekday: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZone
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * "Running until 17:00" or "Next run Tue 09:00–17:00 (Europe/Paris)": what a campaign's schedule says about
 * now, in the schedule's own zone, named when it is not the person's.
 */
type ScheduleText = (schedule: ScheduleDefinition | null | undefined, now?: number) => string

export function useScheduleText(): ScheduleText {
  const { t, language } = useCampaignsT()
  // one function per language: the overview's columns are memoised on it
  return useCallback<ScheduleText>(
    (schedule, now = Date.now()) => {
      if (!schedule) return t('schedule.none')
      const summary = scheduleSummary(schedule, now)
      const zone = summary.timeZone
      const text =
        summary.kind === 'running'
          ? t('schedule.running', { end: formatter(language, zone, !summary.sameDay).format(summary.end) })
          : summary.kind === 'next'
            ? t('schedule.next', {
                start: formatter(language, zone, true).format(summary.start),
                end: formatter(language, zone, !summary.sameDay).format(summary.end)
              })
            : t('schedule.over')
      return zone === browserTimeZone() ? text : t('schedule.inZone', { text, zone })
    },
    [t, language]
  )
}

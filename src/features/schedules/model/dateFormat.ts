/**
 * Dates and times in the person's language and a given time zone, by date-fns and @date-fns/tz: the day names,
 * the week's first day (fr/de/es Monday, en-US Sunday, ar Saturday: each locale's `weekStartsOn`) and the
 * times as the language writes them.
 */
import { tz } from '@date-fns/tz'
import { format, type Locale } from 'date-fns'
import { ar, de, enUS, es, fr } from 'date-fns/locale'

import type { Weekday } from '@/shared/schedules'

import type { WeekStartsOn } from './weekWindow'

const LOCALES: Record<string, Locale> = { en: enUS, fr, de, es, ar }
/** A day of the month as each language writes it ("Nov 24", "24 nov.", "24. Nov.") */
const DAY_MONTH: Record<string, string> = { en: 'MMM d', de: 'd. MMM' }

/** The date-fns locale of an app language (`fr`, `en-US`…); English (US) for any other. */
export const dateLocaleOf = (language: string): Locale =>
  LOCALES[language.split('-')[0]!.toLowerCase()] ?? enUS

export const weekStartsOnOf = (language: string): WeekStartsOn =>
  (dateLocaleOf(language).options?.weekStartsOn ?? 0) as WeekStartsOn

export interface DateTexts {
  locale: Locale
  timeZone: string
  /** "Tue" */
  weekday: (instant: number) => string
  /** "Nov 24" */
  dayMonth: (instant: number) => string
  /** "Nov 24, 2026" */
  date: (instant: number) => string
  /** "9:00 AM" (en), "09:00" (fr) */
  time: (instant: number) => string
  /** as short as the language writes it: "9 AM", "9:30 AM" (en), "9:00" (fr): a bar's times */
  shortTime: (instant: number) => string
  /** "Tue 9:00 AM–5:00 PM", or "Tue 10:00 PM – Wed 6:00 AM" across midnight */
  range: (start: number, end: number) => string
}

/** Formatters for `language` in `timeZone`. */
export function dateTexts(language: string, timeZone: string): DateTexts {
  const locale = dateLocaleOf(language)
  const options = { locale, in: tz(timeZone) }
  const weekday = (instant: number) => format(instant, 'EEE', options)
  const time = (instant: number) => format(instant, 'p', options)
  const day = (instant: number) => format(instant, 'yyyy-MM-dd', options)
  // the language's own short time ("h:mm a", "HH:mm"): a 12-hour clock drops ":00", a 24-hour one its leading 0
  const pattern = locale.formatLong?.time({ width: 'short' }) ?? 'p'
  const twelveHour = pattern.includes('a')
  const shortTime = (instant: number) =>
    format(
      instant,
      twelveHour && format(instant, 'mm', options) === '00'
        ? pattern.replace(':mm', '')
        : pattern.replace('HH', 'H'),
      options
    )
  return {
    locale,
    timeZone,
    weekday,
    dayMonth: instant => format(instant, DAY_MONTH[locale.code?.split('-')[0] ?? ''] ?? 'd MMM', options),
    date: instant => format(instant, 'PP', options),
    time,
    shortTime,
    range: (start, end) =>
      // an end at midnight is the same day's end
      day(start) === day(end - 1)
        ? `${weekday(start)} ${time(start)}\u2013${time(end)}`
        : `${weekday(start)} ${time(start)} \u2013 ${weekday(end)} ${time(end)}`
  }
}

/** The seven weekdays (ISO numbers) in the language's order, from its first day, with their names. */
export function weekdayNames(language: string): { day: Weekday; name: string }[] {
  const locale = dateLocaleOf(language)
  const first = weekStartsOnOf(language) || 7
  // 2024-01-01 was a Monday: ISO weekday d is d − 1 days later
  const monday = Date.UTC(2024, 0, 1)
  return Array.from({ length: 7 }, (_, i) => {
    const day = (((first - 1 + i) % 7) + 1) as Weekday
    return { day, name: format(monday + (day - 1) * 86_400_000, 'EEEE', { locale, in: tz('UTC') }) }
  })
}

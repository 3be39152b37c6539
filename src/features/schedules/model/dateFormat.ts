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

/** How many texts each formatter keeps (a week's instants: a few hundred in a real organisation). */
const REMEMBERED = 5_000

/**
 * `write`, remembering what it wrote for each instant: the bars of 2,000 campaigns start and end at a few
 * hundred instants (09:00 in London on Monday…), and each text costs the time-zone database several lookups
 * (scrolling the week, the rows coming into view spent most of their time in them).
 */
function remembered(write: (instant: number) => string): (instant: number) => string {
  const texts = new Map<number, string>()
  return instant => {
    let text = texts.get(instant)
    if (text === undefined) {
      if (texts.size >= REMEMBERED) texts.clear()
      text = write(instant)
      texts.set(instant, text)
    }
    return text
  }
}

/** The formatters made, by language and zone: a bar's name asks for its schedule's own zone's, bar by bar. */
const made = new Map<string, DateTexts>()

/** Formatters for `language` in `timeZone` (made once for each). */
export function dateTexts(language: string, timeZone: string): DateTexts {
  const key = `${language} ${timeZone}`
  let texts = made.get(key)
  if (!texts) {
    texts = makeDateTexts(language, timeZone)
    made.set(key, texts)
  }
  return texts
}

function makeDateTexts(language: string, timeZone: string): DateTexts {
  const locale = dateLocaleOf(language)
  const options = { locale, in: tz(timeZone) }
  const weekday = remembered(instant => format(instant, 'EEE', options))
  const time = remembered(instant => format(instant, 'p', options))
  const day = remembered(instant => format(instant, 'yyyy-MM-dd', options))
  // the language's own short time ("h:mm a", "HH:mm"): a 12-hour clock drops ":00", a 24-hour one its leading 0
  const pattern = locale.formatLong?.time({ width: 'short' }) ?? 'p'
  const twelveHour = pattern.includes('a')
  const shortTime = remembered(instant =>
    format(
      instant,
      twelveHour && format(instant, 'mm', options) === '00'
        ? pattern.replace(':mm', '')
        : pattern.replace('HH', 'H'),
      options
    )
  )
  return {
    locale,
    timeZone,
    weekday,
    dayMonth: remembered(instant =>
      format(instant, DAY_MONTH[locale.code?.split('-')[0] ?? ''] ?? 'd MMM', options)
    ),
    date: remembered(instant => format(instant, 'PP', options)),
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

import { format, type Locale } from 'date-fns'
import { ar } from 'date-fns/locale/ar'
import { de } from 'date-fns/locale/de'
import { enGB } from 'date-fns/locale/en-GB'
import { es } from 'date-fns/locale/es'
import { fr } from 'date-fns/locale/fr'

import type { Weekday } from '@/shared/schedules/scheduleTypes'

const LOCALES: Record<string, Locale> = { en: enGB, fr, de, es, ar }

/** date-fns' locale for the screen's language (English otherwise). */
export const dateLocaleOf = (language: string): Locale =>
  LOCALES[language.split('-')[0]!.toLowerCase()] ?? enGB

// 1 January 2024 was a Monday: the dates of one week, Monday first, to name its days (no time is involved).
const dateOfWeekday = (day: Weekday) => new Date(2024, 0, day)

/** A weekday's name in a language: `short` (Mon, lun., Mo.) or `long` (Monday). */
export const dayName = (day: Weekday, language: string, width: 'short' | 'long' = 'short'): string =>
  format(dateOfWeekday(day), width === 'short' ? 'EEE' : 'EEEE', { locale: dateLocaleOf(language) })

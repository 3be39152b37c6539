import { useMemo } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { dayName } from '../model/dayNames'
import type { SummaryWords } from '../model/summary'

/** The words of a set's hours in a line, in the screen's language (the list's column, the conflict's rows). */
export function useSummaryWords(): SummaryWords {
  const { t, language } = useScreenTexts()
  return useMemo(
    () => ({
      dayName: day => dayName(day, language),
      allDay: t('callableTimes.summary.allDay'),
      never: t('callableTimes.summary.never')
    }),
    [t, language]
  )
}

import { useMemo, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { dateTexts, weekStartsOnOf } from '../model/dateFormat'
import { shiftedWeek, weekWindow } from '../model/weekWindow'

/**
 * The week shown, in `zone` from the first day of the person's language's week (the current one at first), its
 * dates and times as the language writes them, and the way to another week.
 */
export function useWeek(zone: string) {
  const { language } = useScreenTexts()
  const weekStartsOn = weekStartsOnOf(language)
  const [anchor, setAnchor] = useState(() => Date.now())
  const window = useMemo(() => weekWindow(anchor, zone, weekStartsOn), [anchor, zone, weekStartsOn])
  const dates = useMemo(() => dateTexts(language, zone), [language, zone])
  // a week's Thursday: a day of the week shown whatever the daylight-saving change
  const shift = (by: -1 | 1) => setAnchor(shiftedWeek(window, by, weekStartsOn).days[3]!.start)
  const showCurrent = () => setAnchor(Date.now())
  return { window, dates, shift, showCurrent }
}

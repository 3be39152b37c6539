import { useCallback } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

import { changeReadout } from '../model/changeReadout'
import type { DateTexts } from '../model/dateFormat'

/** A change's readout in the person's language and the shown zone: "Tue 9:00 AM–5:15 PM (+3 h 15 min)". */
export function useReadout(dates: DateTexts) {
  const { t } = useScreenTexts()
  return useCallback(
    (start: number, end: number, by: number) =>
      changeReadout(
        dates,
        {
          unit: (kind, count) => t(`schedules.readout.${kind}`, { count }),
          line: (range, change) => t('schedules.readout.line', { range, change })
        },
        start,
        end,
        by
      ),
    [dates, t]
  )
}

import { useCallback } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { Occurrence, ScheduledCampaign, Span } from '@/shared/schedules'

import { type DateTexts, dateTexts } from '../model/dateFormat'

/**
 * A bar's accessible name: the campaign and when it runs in the person's zone (and in the schedule's own, when
 * that is another), whether it repeats, and whether it runs outside the campaign's callable times.
 */
export function useBarName(zone: string, dates: DateTexts, outsideOf: ReadonlyMap<string, readonly Span[]>) {
  const { t, language } = useScreenTexts()
  return useCallback(
    (campaign: ScheduledCampaign, run: Occurrence) => {
      const own = campaign.schedule?.timeZone ?? zone
      const when = dates.range(run.start, run.end)
      const name =
        own === zone
          ? t('schedules.bar.name', { name: campaign.name, when })
          : t('schedules.bar.nameInZone', {
              name: campaign.name,
              when,
              whenThere: dateTexts(language, own).range(run.start, run.end),
              zone: own
            })
      const notes = [
        run.source === 'recurrence' ? t('schedules.bar.repeats') : null,
        outsideOf.get(campaign.id)?.some(span => span.end > run.start && span.start < run.end)
          ? t('schedules.bar.outside')
          : null
      ].filter(Boolean)
      return [name, ...notes].join(', ')
    },
    [t, language, zone, dates, outsideOf]
  )
}

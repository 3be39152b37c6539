import { useMemo } from 'react'

import { useCampaignsT } from '../i18n/CampaignTexts'

/** Dates, times, numbers and lists in the language the campaigns texts show in. */
export function useFormatters() {
  const { language } = useCampaignsT()
  return useMemo(
    () => ({
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      shortDateTime: new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }),
      time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }),
      number: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
      integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
      percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
      list: new Intl.ListFormat(language, { type: 'conjunction' })
    }),
    [language]
  )
}

export type Formatters = ReturnType<typeof useFormatters>

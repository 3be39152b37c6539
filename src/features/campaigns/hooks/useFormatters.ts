import { useCampaignsT } from '../i18n/CampaignTexts'

function createFormatters(language: string) {
  return {
    dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }),
    number: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
    integer: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
    list: new Intl.ListFormat(language, { type: 'conjunction' })
  }
}

export type Formatters = ReturnType<typeof createFormatters>

// One set per language for the whole page: every grid cell asks for them, and building Intl formatters is
// costly (a fresh set per cell was about a tenth of the overview's first render).
const byLanguage = new Map<string, Formatters>()

/** Dates, times, numbers and lists in the language the campaigns texts show in. */
export function useFormatters(): Formatters {
  const { language } = useCampaignsT()
  let formatters = byLanguage.get(language)
  if (!formatters) {
    formatters = createFormatters(language)
    byLanguage.set(language, formatters)
  }
  return formatters
}

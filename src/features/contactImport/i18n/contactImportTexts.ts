import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'

import en from '../../../../public/locales/contactImport/en.json'

/**
 * The import dialog's texts (public/locales/contactImport/{lng}.json) come with its chunk, out of every route's
 * first load (docs/architecture.md "Screen texts"): English with the dialog, each other language a chunk of its
 * own.
 */
export const contactImportTexts = createFeatureTexts(
  'contactImport',
  en,
  {
    fr: () => import('../../../../public/locales/contactImport/fr.json'),
    es: () => import('../../../../public/locales/contactImport/es.json'),
    de: () => import('../../../../public/locales/contactImport/de.json'),
    ar: () => import('../../../../public/locales/contactImport/ar.json')
  },
  (template, properties) => logger.warning(template, properties)
)

/** First-strong isolate … pop directional isolate: a figure keeps its own direction inside a right-to-left text. */
export const isolate = (text: string) => `\u2068${text}\u2069`

// The texts' number formats, in the language shown, each figure isolated (as the campaigns' <bdi> figures):
// `{{count, figure}}` "4,958" (fr "4 958", de "4.958"), `{{fraction, percent}}` "40 %" / "40%".
const formatter = contactImportTexts.instance().services.formatter
formatter?.addCached('figure', language => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  return (value: number) => isolate(format.format(value))
})
formatter?.addCached('percent', language => {
  const format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
  return (value: number) => isolate(format.format(value))
})

export const ContactImportTextsProvider = contactImportTexts.Provider
export const useContactImportTexts = contactImportTexts.useTexts

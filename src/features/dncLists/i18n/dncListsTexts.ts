import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/dncLists/en.json'

/** The do-not-call lists screen's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const dncListsTexts = createFeatureTexts(
  'dncLists',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/dncLists/fr.json'),
    es: () => import('../../../../public/locales/dncLists/es.json'),
    de: () => import('../../../../public/locales/dncLists/de.json'),
    ar: () => import('../../../../public/locales/dncLists/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

/** First-strong isolate … pop directional isolate: a figure keeps its own direction inside a right-to-left text. */
export const isolate = (text: string) => `\u2068${text}\u2069`

// `{{count, figure}}`: a number as the language writes it ("4,958", fr "4 958", de "4.958"), isolated for
// right-to-left pages (as the contact import's texts).
dncListsTexts.instance().services.formatter?.addCached('figure', language => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 })
  return (value: number) => isolate(format.format(value))
})

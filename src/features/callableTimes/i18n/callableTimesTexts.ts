import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/callableTimes/en.json'

/** The callable times screen's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const callableTimesTexts = createFeatureTexts(
  'callableTimes',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/callableTimes/fr.json'),
    es: () => import('../../../../public/locales/callableTimes/es.json'),
    de: () => import('../../../../public/locales/callableTimes/de.json'),
    ar: () => import('../../../../public/locales/callableTimes/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

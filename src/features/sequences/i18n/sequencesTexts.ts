import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/sequences/en.json'

/** The sequences screen's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const sequencesTexts = createFeatureTexts(
  'sequences',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/sequences/fr.json'),
    es: () => import('../../../../public/locales/sequences/es.json'),
    de: () => import('../../../../public/locales/sequences/de.json'),
    ar: () => import('../../../../public/locales/sequences/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'

import en from '../../../public/locales/storageBlocked/en.json'

/** The texts of the page shown without storage: seldom needed, so they come with its own chunk. */
export const storageBlockedTexts = createFeatureTexts(
  'storageBlocked',
  en,
  {
    fr: () => import('../../../public/locales/storageBlocked/fr.json'),
    es: () => import('../../../public/locales/storageBlocked/es.json'),
    de: () => import('../../../public/locales/storageBlocked/de.json'),
    ar: () => import('../../../public/locales/storageBlocked/ar.json')
  },
  (template, properties) => logger.warning(template, properties)
)

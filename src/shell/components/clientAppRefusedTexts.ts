import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'

import en from '../../../public/locales/clientAppRefused/en.json'

/** The texts of the page shown to a Genesys Cloud outside the build's regions: seldom needed, its own chunk. */
export const clientAppRefusedTexts = createFeatureTexts(
  'clientAppRefused',
  en,
  {
    fr: () => import('../../../public/locales/clientAppRefused/fr.json'),
    es: () => import('../../../public/locales/clientAppRefused/es.json'),
    de: () => import('../../../public/locales/clientAppRefused/de.json'),
    ar: () => import('../../../public/locales/clientAppRefused/ar.json')
  },
  (template, properties) => logger.warning(template, properties)
)

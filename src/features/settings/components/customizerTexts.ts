import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'

import en from '../../../../public/locales/customizer/en.json'

/** The Theme Customizer's texts come with its own chunk (only its toggle's name is in every page's load). */
export const customizerTexts = createFeatureTexts(
  'customizer',
  en,
  {
    fr: () => import('../../../../public/locales/customizer/fr.json'),
    es: () => import('../../../../public/locales/customizer/es.json'),
    de: () => import('../../../../public/locales/customizer/de.json'),
    ar: () => import('../../../../public/locales/customizer/ar.json')
  },
  (template, properties) => logger.warning(template, properties)
)

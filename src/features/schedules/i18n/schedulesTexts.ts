import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/schedules/en.json'

/** The week view's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const schedulesTexts = createFeatureTexts(
  'schedules',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/schedules/fr.json'),
    es: () => import('../../../../public/locales/schedules/es.json'),
    de: () => import('../../../../public/locales/schedules/de.json'),
    ar: () => import('../../../../public/locales/schedules/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

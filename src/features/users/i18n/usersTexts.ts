import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/users/en.json'

/** The /users screen's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const usersTexts = createFeatureTexts(
  'users',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/users/fr.json'),
    es: () => import('../../../../public/locales/users/es.json'),
    de: () => import('../../../../public/locales/users/de.json'),
    ar: () => import('../../../../public/locales/users/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

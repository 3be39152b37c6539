import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/permissions/en.json'

/** The /permissions screen's texts come with its own chunk, out of every page's first load (docs/quality.md). */
export const permissionsTexts = createFeatureTexts(
  'permissions',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/permissions/fr.json'),
    es: () => import('../../../../public/locales/permissions/es.json'),
    de: () => import('../../../../public/locales/permissions/de.json'),
    ar: () => import('../../../../public/locales/permissions/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/contactLists/en.json'

/** The contact-list screens' texts come with their own chunk, out of every page's first load (docs/quality.md). */
export const contactListsTexts = createFeatureTexts(
  'contactLists',
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/contactLists/fr.json'),
    es: () => import('../../../../public/locales/contactLists/es.json'),
    de: () => import('../../../../public/locales/contactLists/de.json'),
    ar: () => import('../../../../public/locales/contactLists/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

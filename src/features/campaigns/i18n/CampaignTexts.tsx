import { logger } from '@/features/logging'
import { createFeatureTexts } from '@/shared/i18n/featureTexts'
import { withScreenTexts } from '@/shared/i18n/withScreenTexts'

import en from '../../../../public/locales/campaigns/en.json'

/** The i18next namespace of the campaigns screens' texts. */
export const CAMPAIGNS_NS = 'campaigns'

/**
 * The campaigns screens' texts (public/locales/campaigns/{lng}.json) come with their code, out of every
 * route's first load (docs/architecture.md "Screen texts"): English with the pages' chunk, each other language
 * a chunk of its own.
 */
const campaignTexts = createFeatureTexts(
  CAMPAIGNS_NS,
  ...withScreenTexts(en, {
    fr: () => import('../../../../public/locales/campaigns/fr.json'),
    es: () => import('../../../../public/locales/campaigns/es.json'),
    de: () => import('../../../../public/locales/campaigns/de.json'),
    ar: () => import('../../../../public/locales/campaigns/ar.json')
  }),
  (template, properties) => logger.warning(template, properties)
)

/** Gives the campaigns screens their texts: the app's language once its chunk is there, English until then. */
export const CampaignTextsProvider = campaignTexts.Provider

/** The campaigns texts' `t` and their language (inside CampaignTextsProvider). */
export const useCampaignsT = campaignTexts.useTexts

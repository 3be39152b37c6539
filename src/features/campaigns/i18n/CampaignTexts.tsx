import type { TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { logger } from '@/features/logging'

import { baseLanguage, CAMPAIGNS_NS, campaignTextsI18n, hasTexts, loadTexts } from './campaignTextsLoader'

interface CampaignTextsValue {
  t: TFunction
  /** the language the texts are in (for dates and numbers) */
  language: string
}

const CampaignTextsContext = createContext<CampaignTextsValue | null>(null)

/**
 * Gives the campaigns screens their texts (`useCampaignsT`): the current language's once its chunk is there,
 * English until then. The texts are read with a fixed `t` (never through i18next's HTTP backend, which knows
 * only public/locales/{lng}.json).
 */
export function CampaignTextsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  // The app's language, followed (the texts themselves are in their own instance: campaignTextsLoader.ts).
  const [language, setLanguage] = useState(() => baseLanguage(i18n))
  useEffect(() => {
    const follow = () => setLanguage(baseLanguage(i18n))
    follow()
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [i18n])
  const [loaded, setLoaded] = useState(0)
  const ready = hasTexts(language)

  useEffect(() => {
    if (ready) return
    let current = true
    loadTexts(language).then(
      () => current && setLoaded(count => count + 1),
      (error: unknown) =>
        logger.warning('Could not load the {Language} campaigns texts: {Reason}', {
          Language: language,
          Reason: error instanceof Error ? error.message : String(error)
        })
    )
    return () => {
      current = false
    }
  }, [i18n, language, ready])

  const shown = ready ? language : 'en'
  const value = useMemo(
    () => ({ t: campaignTextsI18n().getFixedT(shown, CAMPAIGNS_NS), language: shown, loaded }),
    [shown, loaded]
  )
  return <CampaignTextsContext.Provider value={value}>{children}</CampaignTextsContext.Provider>
}

/** The campaigns texts' `t` and their language (inside CampaignTextsProvider). */
export function useCampaignsT(): CampaignTextsValue {
  const value = useContext(CampaignTextsContext)
  if (!value) throw new Error('useCampaignsT: render inside <CampaignTextsProvider>')
  return value
}

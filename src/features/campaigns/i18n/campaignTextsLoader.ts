import i18next, { type i18n as I18n } from 'i18next'

import en from '../../../../public/locales/campaigns/en.json'

/** The i18next namespace of the campaigns screens' texts. */
export const CAMPAIGNS_NS = 'campaigns'

type Texts = Record<string, unknown>

// The campaigns texts are not in public/locales/{lng}.json: that file's English is bundled into every route's
// first load (the 220 kB budget, docs/quality.md). English comes with the campaigns pages' own chunk; each
// other language is a chunk of its own, loaded when it is the one shown.
const loaders: Record<string, () => Promise<{ default: Texts }>> = {
  fr: () => import('../../../../public/locales/campaigns/fr.json'),
  es: () => import('../../../../public/locales/campaigns/es.json'),
  de: () => import('../../../../public/locales/campaigns/de.json'),
  ar: () => import('../../../../public/locales/campaigns/ar.json')
}

/** The language whose campaigns texts to show: the base of the current language, English when none ships. */
export function baseLanguage(i18n: I18n): string {
  const base = (i18n.language ?? 'en').split('-')[0]!.toLowerCase()
  return loaders[base] ? base : 'en'
}

/**
 * The campaigns texts live in an i18next instance of their own. Added to the app's instance, the namespace
 * would join the namespaces its HTTP backend loads on every language change, and the backend would fill
 * `campaigns` with /locales/{lng}.json (the app's texts): the campaign screens stayed English after a switch.
 */
let texts: I18n | undefined

/** The campaigns texts' instance, English in it from the start (it comes with this chunk). */
export function campaignTextsI18n(): I18n {
  if (!texts) {
    texts = i18next.createInstance()
    void texts.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: [CAMPAIGNS_NS],
      defaultNS: CAMPAIGNS_NS,
      resources: { en: { [CAMPAIGNS_NS]: en } },
      interpolation: { escapeValue: false },
      initAsync: false
    })
  }
  return texts
}

/** Whether a language's campaigns texts are there. */
export const hasTexts = (language: string): boolean =>
  campaignTextsI18n().hasResourceBundle(language, CAMPAIGNS_NS)

/** Loads a language's campaigns texts (its own chunk). */
export async function loadTexts(language: string): Promise<void> {
  const load = loaders[language]
  if (!load || hasTexts(language)) return
  const { default: loaded } = await load()
  campaignTextsI18n().addResourceBundle(language, CAMPAIGNS_NS, loaded, true, true)
}

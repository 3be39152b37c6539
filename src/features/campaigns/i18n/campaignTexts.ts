import type { i18n as I18n } from 'i18next'

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

/** Adds the English texts (the fallback of every language) to an i18next instance, once. */
export function addEnglishTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', CAMPAIGNS_NS)) i18n.addResourceBundle('en', CAMPAIGNS_NS, en, true, true)
}

/** Whether a language's campaigns texts are there. */
export const hasTexts = (i18n: I18n, language: string): boolean =>
  i18n.hasResourceBundle(language, CAMPAIGNS_NS)

/** Loads a language's campaigns texts into the instance. */
export async function loadTexts(i18n: I18n, language: string): Promise<void> {
  const load = loaders[language]
  if (!load || i18n.hasResourceBundle(language, CAMPAIGNS_NS)) return
  const { default: texts } = await load()
  i18n.addResourceBundle(language, CAMPAIGNS_NS, texts, true, true)
}

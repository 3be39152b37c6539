import type { InitOptions } from 'i18next'

import en from '../../../public/locales/en.json'
import { DEFAULT_LANGUAGE, supportedLanguages } from './languages'

/**
 * English is bundled, so the server render and the first client render agree (no hydration mismatch) and no
 * untranslated keys ever show; other languages come from /locales/{lng}.json when chosen or detected
 * (LanguageSync). A failed load is retried up to 5 times, 350 ms first, doubling
 * (docs/product-rules.md#language): i18next's backend connector does the retrying. A fresh object each call:
 * i18next adds loaded languages to `resources`.
 */
export const createI18nOptions = (): InitOptions => ({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...supportedLanguages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  resources: { en: { translation: structuredClone(en) } },
  partialBundledLanguages: true,
  backend: { loadPath: '/locales/{{lng}}.json' },
  maxRetries: 5,
  retryTimeout: 350,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false
})

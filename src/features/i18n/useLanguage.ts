import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { logger } from '@/features/logging'

import { LANGUAGE_STORAGE_KEY } from './languageDetector'
import { DEFAULT_LANGUAGE, supportedLanguageFor } from './languages'

type I18n = ReturnType<typeof useTranslation>['i18n']

/**
 * Switches the language once its texts are there (loaded with retries); the page's `lang` follows and the
 * choice is kept in localStorage (i18nextLng). If the texts cannot be had, the page stays as it was.
 */
export async function applyLanguage(i18n: I18n, code: string): Promise<boolean> {
  const language = supportedLanguageFor(code) ?? DEFAULT_LANGUAGE
  const previous = supportedLanguageFor(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE
  await i18n.changeLanguage(language).catch(() => undefined)
  if (!i18n.hasResourceBundle(language, 'translation')) {
    logger.warning('Stayed in {Previous}: the {Language} texts could not be loaded', {
      Previous: previous,
      Language: language
    })
    await i18n.changeLanguage(previous).catch(() => undefined)
    return false
  }
  document.documentElement.lang = language
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be full or disabled: the choice simply is not remembered
  }
  return true
}

export function useLanguage(): { language: string; changeLanguage: (code: string) => Promise<boolean> } {
  const { i18n } = useTranslation()
  const changeLanguage = useCallback((code: string) => applyLanguage(i18n, code), [i18n])
  return { language: i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE, changeLanguage }
}

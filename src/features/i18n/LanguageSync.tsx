import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { createLanguageDetector } from './languageDetector'
import { DEFAULT_LANGUAGE, supportedLanguageFor } from './languages'
import { applyLanguage } from './useLanguage'

/**
 * After hydration (in English, as the server rendered it), switches to the detected language. Renders nothing.
 */
export function LanguageSync() {
  const { i18n } = useTranslation()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const detected = createLanguageDetector().detect()
    const candidates = Array.isArray(detected) ? detected : [detected]
    const language = candidates.map(supportedLanguageFor).find(Boolean) ?? DEFAULT_LANGUAGE
    if (language !== i18n.language || document.documentElement.lang !== language)
      void applyLanguage(i18n, language)
  }, [i18n])
  return null
}

import { useEffect, useRef } from 'react'

import { directionOf, useLanguage } from '@/features/i18n'
import { useSettings } from '@/features/settings'

/**
 * When the language changes, the direction follows it (Arabic: right-to-left; the others: left-to-right).
 * The first language seen is not a change: a stored direction (or the customizer's RTL switch) stands until
 * the language changes. Renders nothing.
 */
export function LanguageDirectionSync() {
  const { language } = useLanguage()
  const { saveSettings } = useSettings()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = language
    if (before !== null && before !== language) saveSettings({ direction: directionOf(language) })
  }, [language, saveSettings])
  return null
}

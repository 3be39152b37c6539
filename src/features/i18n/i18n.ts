import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import en from '../../../public/locales/en.json'

/**
 * English is bundled so that the server render and the first client render agree (no hydration mismatch)
 * and nothing flashes untranslated. More languages arrive over /locales/{lng}.json (issue 3).
 */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false
  })
}

export { i18n }

import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import en from '../../public/locales/en.json'
import screens from '../../public/locales/screens/en.json'

/**
 * A fresh i18next instance with the app's English, ready at once (no loading): each test file gets its own, so
 * a language changed in one test never leaks into another file. Feature texts that load on their own (the
 * campaigns texts) are added by the pages themselves; the texts the screens share (`lists.*`, `nameRule.*`,
 * `statuses.*`, which come with the screens' texts) are here for the shared parts' own tests.
 */
export function createTestI18n() {
  const i18n = i18next.createInstance()
  void i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: { ...en, ...screens } } }, initAsync: false })
  return i18n
}

import LanguageDetector from 'i18next-browser-languagedetector'

import { readClientAppContext, readClientAppParams } from '@/shared/clientApp'
import { sessionStore } from '@/shared/storage/browserStorage'

/** localStorage key the chosen language is kept under (docs/product-rules.md#language). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

/**
 * The spec's detection order: query string `lng`, cookie, local storage, session storage, browser language,
 * html tag. Used on its own (not as an i18next module) so that nothing is detected or cached before the page
 * has hydrated in the default language: that keeps the server and first client render identical.
 */
export function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector()
  // Inside Genesys Cloud the person's language there comes first: the Client App's langTag, from the address
  // or from this frame's stored context (docs/security.md).
  detector.addDetector({
    name: 'clientApp',
    lookup: () =>
      (readClientAppParams(window.location.search) ?? readClientAppContext(sessionStore()))?.langTag
  })
  detector.init(undefined, {
    order: ['clientApp', 'querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage']
  })
  return detector
}

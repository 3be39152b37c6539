import LanguageDetector from 'i18next-browser-languagedetector'

/** localStorage key the chosen language is kept under (docs/product-rules.md#language). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

/**
 * The spec's detection order: query string `lng`, cookie, local storage, session storage, browser language,
 * html tag. Used on its own (not as an i18next module) so that nothing is detected or cached before the page
 * has hydrated in the default language: that keeps the server and first client render identical.
 */
export function createLanguageDetector(): LanguageDetector {
  const detector = new LanguageDetector()
  detector.init(undefined, {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage']
  })
  return detector
}

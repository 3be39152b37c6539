/** The languages Campaign Manager ships (public/locales/{code}.json), each named in its own language. */
export const languages = [
  { code: 'en', nativeName: 'English', direction: 'ltr' },
  { code: 'fr', nativeName: 'Français', direction: 'ltr' },
  { code: 'es', nativeName: 'Español', direction: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', direction: 'ltr' },
  { code: 'ar', nativeName: 'العربية', direction: 'rtl' }
] as const

export type LanguageCode = (typeof languages)[number]['code']
export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const supportedLanguages: readonly LanguageCode[] = languages.map(language => language.code)

/** The writing direction of a language ("ar" and its regional forms are right-to-left). */
export function directionOf(language: string): 'ltr' | 'rtl' {
  const base = language.toLowerCase().split('-')[0]
  return languages.find(entry => entry.code === base)?.direction ?? 'ltr'
}

/** The supported language a detected code stands for ("fr-CA" → "fr"), or undefined. */
export function supportedLanguageFor(code: string | undefined | null): LanguageCode | undefined {
  if (!code) return undefined
  const base = code.toLowerCase().split('-')[0]
  return supportedLanguages.find(supported => supported === base)
}

import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength
} from 'libphonenumber-js/min'

import type { PhoneProblem } from './importTypes'

export type NormalizedPhone = { ok: true; e164: string } | { ok: false; reason: PhoneProblem }

// Letters other than an extension's marker ("ext", "x", "poste"…) mean the cell is not a phone number.
const EXTENSION = /(?:e?xt(?:ension)?|x|poste|durchwahl|anexo)\.?\s*\d+\s*$/i
const LETTER = /\p{L}/u

/** The organisation's default country as libphonenumber knows it, or undefined (numbers must then have +). */
export function phoneCountry(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase()
  return upper && isSupportedCountry(upper) ? upper : undefined
}

/**
 * A phone number as written in a file, in E.164 (+33612345678), or why it cannot be read. A number without its
 * country code ("06 12 34 56 78", "(201) 555-0123") is read as a number of `defaultCountry` (the organisation's
 * defaultCountryCode); an international one ("+44…", "0044…" from France, "011 44…" from the US) keeps its own
 * country. Validity is libphonenumber's with its `min` metadata: the country's lengths and leading digits.
 * An extension is dropped (a dialer cannot dial it).
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode | undefined): NormalizedPhone {
  const text = raw.trim()
  if (!text) return { ok: false, reason: 'empty' }
  if (LETTER.test(text.replace(EXTENSION, ''))) return { ok: false, reason: 'not-a-number' }
  const lengthProblem = validatePhoneNumberLength(text, defaultCountry)
  if (lengthProblem === 'NOT_A_NUMBER') return { ok: false, reason: 'not-a-number' }
  if (lengthProblem === 'INVALID_COUNTRY')
    // a calling code that does not exist (+999…), or a national number and no default country to read it in
    return { ok: false, reason: text.startsWith('+') ? 'invalid' : 'no-country' }
  if (lengthProblem === 'TOO_SHORT') return { ok: false, reason: 'too-short' }
  if (lengthProblem === 'TOO_LONG') return { ok: false, reason: 'too-long' }
  const phone = parsePhoneNumberFromString(text, defaultCountry)
  if (!phone?.isValid()) return { ok: false, reason: 'invalid' }
  return { ok: true, e164: phone.number }
}

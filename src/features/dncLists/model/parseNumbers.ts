import {
  type NormalizedPhone,
  normalizePhone,
  type PhoneProblem,
  phoneCountry
} from '@/features/contactImport'

/** Where a number was written: typed (or pasted) in the box, or read from a file. */
export type NumberSource = 'typed' | 'file'

/** One number as written: its line (of the box, or of the file: the header is line 1) and its text. */
export interface NumberCandidate {
  source: NumberSource
  line: number
  value: string
}

export interface InvalidNumber extends NumberCandidate {
  reason: PhoneProblem
}

export interface DuplicateNumber extends NumberCandidate {
  e164: string
  /** where the same number was written first */
  first: { source: NumberSource; line: number }
}

/** What a box and a file give, checked before anything is sent. */
export interface NumbersAnalysis {
  /** the distinct valid numbers in E.164, in the order first written */
  numbers: string[]
  invalid: InvalidNumber[]
  duplicates: DuplicateNumber[]
}

export type Normalise = (raw: string) => NormalizedPhone

/**
 * Reads numbers as the contact import does (libphonenumber: a number without its country code is one of the
 * organisation's default country), each distinct text once: a paste of thousands repeats itself.
 */
export function createNormaliser(defaultCountry: string): Normalise {
  const country = phoneCountry(defaultCountry)
  const known = new Map<string, NormalizedPhone>()
  return raw => {
    let found = known.get(raw)
    if (!found) {
      found = normalizePhone(raw, country)
      known.set(raw, found)
    }
    return found
  }
}

// Between numbers on one line: commas, semicolons, tabs, vertical bars. Spaces are inside numbers as often as
// between them ("020 7946 0018"): they are decided number by number (spacedNumbers).
const SEPARATORS = /[,;\t|]+/
// the most space-separated groups one number is written in ("+44 (0) 20 7946 0018", "+1 212 555 0100 ext 12")
const MAX_GROUPS = 7
const unquote = (text: string) =>
  text
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim()

/**
 * The numbers of a piece of text written with spaces: the longest run of groups that makes a valid number,
 * from the left ("+1 202 555 0123 +1 202 555 0124" is two numbers, "020 7946 0018" one). A piece in which
 * no run makes a number stays whole: one invalid entry, as written.
 */
function spacedNumbers(piece: string, normalise: Normalise): string[] {
  const groups = piece.split(/\s+/)
  if (groups.length === 1 || normalise(piece).ok) return [piece]
  const found: string[] = []
  let valid = false
  for (let start = 0; start < groups.length;) {
    let end = Math.min(groups.length, start + MAX_GROUPS)
    for (; end > start + 1; end--) if (normalise(groups.slice(start, end).join(' ')).ok) break
    const number = groups.slice(start, end).join(' ')
    valid ||= normalise(number).ok
    found.push(number)
    start = end
  }
  return valid ? found : [piece]
}

/**
 * The numbers of text typed or pasted in the box (or of a .txt file): one per line, or several separated by
 * commas, semicolons, tabs or spaces; quotes around a number are dropped.
 */
export function numbersInText(text: string, normalise: Normalise, source: NumberSource = 'typed') {
  const candidates: NumberCandidate[] = []
  text.split(/\r\n|\r|\n/).forEach((row, index) => {
    for (const piece of row.split(SEPARATORS)) {
      const value = unquote(piece)
      if (value)
        for (const number of spacedNumbers(value, normalise))
          candidates.push({ source, line: index + 1, value: number })
    }
  })
  return candidates
}

/** The valid numbers (each once), the invalid ones with why, and the repeats with where they came first. */
export function analyseNumbers(
  candidates: readonly NumberCandidate[],
  normalise: Normalise
): NumbersAnalysis {
  const first = new Map<string, NumberCandidate>()
  const invalid: InvalidNumber[] = []
  const duplicates: DuplicateNumber[] = []
  for (const candidate of candidates) {
    const result = normalise(candidate.value)
    if (!result.ok) {
      invalid.push({ ...candidate, reason: result.reason })
      continue
    }
    const seen = first.get(result.e164)
    if (seen)
      duplicates.push({ ...candidate, e164: result.e164, first: { source: seen.source, line: seen.line } })
    else first.set(result.e164, candidate)
  }
  return { numbers: [...first.keys()], invalid, duplicates }
}

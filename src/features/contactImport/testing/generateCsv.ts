// Test code only (unit tests, the e2e import and tests/bench/contact-import.fixture.ts): a contacts CSV of any
// size, the same for the same options, with bad numbers and duplicates where the caller can find them.

export type FixtureCountry = 'US' | 'GB' | 'FR' | 'DE' | 'ES'

export interface GenerateCsvOptions {
  /** data rows (the header is added) */
  rows: number
  /** rows whose phone number cannot be read */
  badNumbers?: number
  /** rows whose number is one of an earlier row's (written another way: "+1 201-…" for "(201) …") */
  duplicates?: number
  /** the country whose numbers are written without their country code; the others have it (+44…) */
  defaultCountry?: FixtureCountry
  /** the names' and cities' sequence */
  seed?: number
}

export interface GeneratedCsv {
  csv: string
  header: string[]
  /** the rows with a bad number (the header is row 1) */
  badRows: number[]
  /** the duplicate rows and the row each repeats */
  duplicateRows: { row: number; of: number }[]
}

export const FIXTURE_HEADER = [
  'CustomerId',
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'City',
  'Country',
  'Segment'
]

/** A country's first names, last names and cities, each list written on one line ("|" between entries). */
const people = (first: string, last: string, cities: string) => ({
  first: first.split('|'),
  last: last.split('|'),
  cities: cities.split('|')
})

const PEOPLE: Record<FixtureCountry, { first: string[]; last: string[]; cities: string[] }> = {
  US: people(
    'James|Mary|Robert|Patricia|Michael|Jennifer|Ashley|Tyrone',
    "Smith|Johnson|Williams|Brown|Jones|Garcia|O'Connor|Nguyen",
    'Newark|New York|Boston|Chicago|Denver|Seattle'
  ),
  GB: people(
    'Oliver|Amelia|George|Isla|Harry|Siobhán',
    'Taylor|Davies|Evans|Wilson|Thomas|Roberts',
    'London|Manchester|Leeds|Bristol|Glasgow'
  ),
  FR: people(
    'Camille|Léa|Hugo|Zoé|Mathéo|Noémie',
    'Martin|Bernard|Lefèvre|Moreau|Girard|Roux',
    'Paris|Lyon|Marseille|Nantes|Besançon'
  ),
  DE: people(
    'Lukas|Sophie|Jürgen|Marie|Jonas|Lena',
    'Müller|Schmidt|Schneider|Fischer|Weiß|Köhler',
    'Berlin|München|Hamburg|Köln|Düsseldorf'
  ),
  ES: people(
    'Lucía|Hugo|Martina|Alejandro|Sofía|Iñigo',
    'García|Fernández|González|Rodríguez|Muñoz|Peña',
    'Madrid|Barcelona|Sevilla|Valencia|A Coruña'
  )
}
const COUNTRIES = Object.keys(PEOPLE) as FixtureCountry[]
const SEGMENTS = ['Renewal Q3', 'Win-back', 'Premium, annual', 'Trial ending', 'Newsletter']
const BAD = ['12345', 'n/a', '555-CALL-NOW', '+999 1234 5678', '0000', 'tel: ask reception', '+1 201 55']

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** A valid number of `country` that no other index below 900,000 gives, written nationally or with its code. */
export function fixturePhone(country: FixtureCountry, index: number, national: boolean): string {
  const low4 = pad(index % 10_000, 4)
  const high = Math.floor(index / 10_000)
  switch (country) {
    case 'US': {
      const exchange = 220 + (high % 90) // 220–309: never an N11 (211, 311) nor 555
      return national ? `(201) ${exchange}-${low4}` : `+1 201-${exchange}-${low4}`
    }
    case 'GB': {
      const rest = `7911 ${pad(index % 1_000_000, 6)}`
      return national ? `0${rest}` : `+44 ${rest}`
    }
    case 'FR': {
      const pairs = pad(index % 100_000_000, 8).replace(/(\d\d)(?=\d)/g, '$1 ')
      return national ? `06 ${pairs}` : `+33 6 ${pairs}`
    }
    case 'DE': {
      const rest = `151 ${pad(index % 100_000_000, 8)}`
      return national ? `0${rest}` : `+49 ${rest}`
    }
    case 'ES': {
      const digits = pad(index % 100_000_000, 8)
      const rest = `6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
      return national ? rest : `+34 ${rest}`
    }
  }
}

/** The same number written another way: with its country code ("+1 201-200-0042" for "(201) 200-0042"), or
 * without spaces ("+447911000042" for "+44 7911 000042"). */
const otherWriting = (country: FixtureCountry, index: number, national: boolean) =>
  national ? fixturePhone(country, index, false) : fixturePhone(country, index, false).replace(/[\s-]/g, '')

function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** Positions spread evenly over the rows, never one of `taken`. */
function spread(count: number, rows: number, offset: number, taken: Set<number>): number[] {
  const out: number[] = []
  for (let k = 0; k < count; k++) {
    let index = Math.min(rows - 1, Math.floor(((k + offset) * rows) / count))
    while (taken.has(index)) index = (index + 1) % rows
    taken.add(index)
    out.push(index)
  }
  return out
}

/**
 * A contacts CSV of `rows` rows (about 100 bytes each; people of the US, the UK, France, Germany and Spain, their
 * numbers in several writings), with `badNumbers` unreadable numbers and `duplicates` repeated numbers at
 * positions spread evenly over the file (the same for the same options). Every other number is valid and
 * different. With `rows: 5000, badNumbers: 12, duplicates: 30`: 4,958 contacts to send.
 */
export function generateCsv({
  rows,
  badNumbers = 0,
  duplicates = 0,
  defaultCountry = 'US',
  seed = 13
}: GenerateCsvOptions): GeneratedCsv {
  if (badNumbers + duplicates * 2 > rows) throw new Error('Too many bad numbers and duplicates for the rows')
  const next = random(seed)
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!
  const taken = new Set<number>()
  const bad = new Set(spread(badNumbers, rows, 0.5, taken))
  const duplicateIndexes = spread(duplicates, rows, 0.75, taken).filter(index => index > 0)
  // each duplicate repeats the nearest earlier row that is neither bad nor a duplicate
  const sourceOf = new Map<number, number>()
  for (const index of duplicateIndexes) {
    let source = index - 1
    while (source > 0 && (bad.has(source) || taken.has(source))) source--
    sourceOf.set(index, source)
  }
  const lines = [FIXTURE_HEADER.join(',')]
  for (let index = 0; index < rows; index++) {
    const source = sourceOf.get(index)
    const country = COUNTRIES[(source ?? index) % COUNTRIES.length]!
    const national = country === defaultCountry
    const people = PEOPLE[country]
    const first = pick(people.first)
    const last = pick(people.last)
    const phone = bad.has(index)
      ? BAD[index % BAD.length]!
      : source !== undefined
        ? otherWriting(country, source, national)
        : fixturePhone(country, index, national)
    const email = `${first}.${last}.${index}@example.com`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9.@]/g, '')
    lines.push(
      [`C${pad(index + 1, 7)}`, first, last, email, phone, pick(people.cities), country, pick(SEGMENTS)]
        .map(quote)
        .join(',')
    )
  }
  return {
    csv: `${lines.join('\r\n')}\r\n`,
    header: FIXTURE_HEADER,
    badRows: [...bad].sort((a, b) => a - b).map(index => index + 2),
    duplicateRows: [...sourceOf]
      .sort((a, b) => a[0] - b[0])
      .map(([index, source]) => ({ row: index + 2, of: source + 2 }))
  }
}

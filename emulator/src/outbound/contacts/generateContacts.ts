/**
 * The seeded lists' contacts, made up but realistic and always the same: names, a cell and often a home number
 * in E.164 from five countries (US, GB, FR, DE, ES), an account number and the time zone of the number. Each
 * contact is computed from its list's id and its position alone (its own PRNG seed), so the emulator can name
 * "the 60th contact of Arrears 60+ Days" (the DNC seed does) without generating the list, and lists are only
 * generated when something reads their contacts (startup stays instant with 100,000+ seeded contacts).
 */
import type { ContactRecord } from './contactRecord'

/** 32-bit FNV-1a: a stable seed from a string. */
function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

/** mulberry32: small, fast, and good enough for made-up data. */
class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** `n` random decimal digits (n ≤ 9). */
  digits(n: number): string {
    return String(Math.floor(this.next() * 10 ** n)).padStart(n, '0')
  }
}

interface Country {
  weight: number
  firstNames: readonly string[]
  lastNames: readonly string[]
  /** a mobile number in E.164 and the time zone it belongs to */
  cell(random: Random): [string, string]
  home(random: Random): string
}

const names = (list: string) => list.split(' ')

const US_AREAS: readonly (readonly [string, string])[] = [
  ['212', 'America/New_York'],
  ['617', 'America/New_York'],
  ['305', 'America/New_York'],
  ['312', 'America/Chicago'],
  ['512', 'America/Chicago'],
  ['303', 'America/Denver'],
  ['415', 'America/Los_Angeles'],
  ['206', 'America/Los_Angeles']
]
/** NANP exchange codes start with 2–9. */
const usLocal = (random: Random) => `${2 + Math.floor(random.next() * 8)}${random.digits(6)}`
/** French mobile prefixes (06x, 07x) that are in service. */
const FR_MOBILE = ['61', '62', '64', '65', '66', '67', '68', '75', '76', '77', '78']

// Numbers have the lengths and prefixes of real mobile and landline ranges (they pass libphonenumber's
// validation) and enough random digits that contacts rarely share one; the emulator never dials anything.
const COUNTRIES: readonly Country[] = [
  {
    weight: 30,
    firstNames: names('James Mary Robert Patricia Michael Jennifer David Linda Daniel Emily Marcus Ashley'),
    lastNames: names('Smith Johnson Williams Brown Jones Garcia Miller Davis Wilson Anderson Taylor Moore'),
    cell: random => {
      const [area, zone] = random.pick(US_AREAS)
      return [`+1${area}${usLocal(random)}`, zone]
    },
    home: random => `+1${random.pick(['212', '312', '415'])}${usLocal(random)}`
  },
  {
    weight: 25,
    firstNames: names('Oliver Amelia George Isla Harry Ava Jack Sophie Thomas Grace William Chloe'),
    lastNames: names('Smith Jones Taylor Brown Evans Walker Wright Thompson Hughes Roberts Clarke Patel'),
    cell: random => [`+4474${random.digits(8)}`, 'Europe/London'],
    home: random => `+44207${random.digits(7)}`
  },
  {
    weight: 15,
    firstNames: names('Camille Louis Léa Gabriel Chloé Hugo Manon Arthur Inès Jules Élodie Théo'),
    lastNames: names('Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Lefèvre Girard'),
    cell: random => [`+33${random.pick(FR_MOBILE)}${random.digits(7)}`, 'Europe/Paris'],
    home: random => `+331${random.digits(8)}`
  },
  {
    weight: 15,
    firstNames: names('Lukas Anna Leon Lena Finn Marie Jonas Laura Felix Julia Paul Sophie'),
    lastNames: names(
      'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schulz Koch Richter'
    ),
    cell: random => [`+491520${random.digits(7)}`, 'Europe/Berlin'],
    home: random => `+4930${random.digits(8)}`
  },
  {
    weight: 15,
    firstNames: names('Lucía Hugo Martina Mateo Sofía Pablo Valeria Álvaro Carmen Javier Elena Diego'),
    lastNames: names(
      'García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Ruiz Díaz'
    ),
    cell: random => [`+346${random.digits(8)}`, 'Europe/Madrid'],
    home: random => `+3491${random.digits(7)}`
  }
]
const TOTAL_WEIGHT = COUNTRIES.reduce((sum, country) => sum + country.weight, 0)

function countryOf(random: Random): Country {
  let roll = random.next() * TOTAL_WEIGHT
  for (const country of COUNTRIES) {
    roll -= country.weight
    if (roll < 0) return country
  }
  return COUNTRIES[0]!
}

export interface SeedListShape {
  id: string
  columnNames: readonly string[]
  dateCreated: string
}

const hex = (value: number, width: number) => (value >>> 0).toString(16).padStart(width, '0').slice(-width)

/** The `index`-th (0-based) seeded contact of `list`. Columns the list does not have are left out. */
export function seedContact(list: SeedListShape, index: number, listHash = hash32(list.id)): ContactRecord {
  const random = new Random(listHash ^ Math.imul(index + 1, 0x9e3779b1))
  const country = countryOf(random)
  const [cell, timeZone] = country.cell(random)
  const values: Record<string, string> = {
    FirstName: random.pick(country.firstNames),
    LastName: random.pick(country.lastNames),
    Cell: cell,
    // About six in ten contacts also give a landline.
    Home: random.next() < 0.6 ? country.home(random) : '',
    AccountNumber: `AC${hex(listHash, 4).toUpperCase()}${String(index + 1).padStart(6, '0')}`,
    TimeZone: timeZone
  }
  const data: Record<string, string> = {}
  for (const column of list.columnNames) data[column] = values[column] ?? ''
  return {
    // 32 hex digits like the platform's contact ids; the position makes them unique within the list.
    id: `${hex(listHash, 8)}${hex(index, 8)}${hex(random.next() * 2 ** 32, 8)}${hex(random.next() * 2 ** 32, 8)}`,
    contactListId: list.id,
    data,
    callable: true,
    phoneNumberStatus: {},
    callRecords: {},
    dateCreated: list.dateCreated
  }
}

/** Every seeded contact of a list of `size` contacts, in dialing order. */
export function seedContacts(list: SeedListShape, size: number): ContactRecord[] {
  const listHash = hash32(list.id)
  const contacts = new Array<ContactRecord>(size)
  for (let i = 0; i < size; i += 1) contacts[i] = seedContact(list, i, listHash)
  return contacts
}

/** A made-up mobile number from `country` (0–4: US, GB, FR, DE, ES), for DNC entries no seeded contact has. */
export function seedOtherNumber(seed: string, country: number): string {
  return (COUNTRIES[country] ?? COUNTRIES[0]!).cell(new Random(hash32(seed)))[0]
}

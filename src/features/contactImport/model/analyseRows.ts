import type { CountryCode } from 'libphonenumber-js/min'

import { contactId } from './contactId'
import type {
  AnalysisCounts,
  ColumnMapping,
  DncList,
  ImportAnalysis,
  ImportContact,
  RejectedRow
} from './importTypes'
import { normalizePhone } from './normalizePhone'

export interface AnalyseOptions {
  /** the contact list's id: part of each contact's id (contactId.ts) */
  listId: string
  /** the list's phone columns, in the list's order: the first number found is the contact's key */
  phoneColumns: readonly string[]
  /** the organisation's defaultCountryCode: how a number without its country code is read */
  defaultCountry: CountryCode | undefined
  /** the numbers (E.164) of the do-not-call lists of the campaigns that dial the list → those lists' names */
  dncNumbers: ReadonlyMap<string, readonly string[]>
}

/** Each do-not-call number (E.164) with the names of the lists it is on. */
export function indexDncLists(lists: readonly DncList[]): Map<string, string[]> {
  const index = new Map<string, string[]>()
  for (const list of lists)
    for (const number of list.numbers) {
      const names = index.get(number)
      if (!names) index.set(number, [list.name])
      else if (!names.includes(list.name)) names.push(list.name)
    }
  return index
}

export interface RowAnalyser {
  /** reads one row of the file (its cells, and its number in the file: the header is row 1) */
  add(cells: readonly string[], rowNumber: number): void
  /** a row the CSV parser could not read (an unclosed quote…) */
  addMalformed(cells: readonly string[], rowNumber: number): void
  /** the contacts and rejected rows read since the last call (the worker sends them on in pieces) */
  take(): { contacts: ImportContact[]; rejected: RejectedRow[] }
  counts(): AnalysisCounts
}

const isBlank = (cells: readonly string[]) => cells.every(cell => cell.trim() === '')

/**
 * Reads rows one by one, in the file's order, into the contacts to send and the rows left out:
 * - a row without any phone number is left out (missing-phone); one with a number that cannot be read in the
 *   default country is left out (invalid-phone), with the column and what is wrong;
 * - a row whose first number (its contact's key, contactId.ts) was already seen is a duplicate of that row
 *   (the first one is kept);
 * - a row with a number on a do-not-call list of a campaign that dials the list is left out (on-dnc), with the
 *   lists' names: it would never be dialled, and it must not look imported;
 * - blank rows are skipped without a word (a spreadsheet's trailing empty lines). Phone numbers are sent in
 *   E.164, the other cells as written (trimmed).
 */
export function createRowAnalyser(mapping: ColumnMapping, options: AnalyseOptions): RowAnalyser {
  const mapped = Object.entries(mapping).filter((entry): entry is [string, number] => entry[1] != null)
  const phoneColumns = options.phoneColumns.filter(column => mapping[column] != null)
  const phoneSet = new Set(phoneColumns)
  const firstRowOf = new Map<string, number>()
  const counts: AnalysisCounts = {
    rows: 0,
    ready: 0,
    missingPhone: 0,
    invalidPhone: 0,
    duplicate: 0,
    onDnc: 0,
    malformed: 0
  }
  let contacts: ImportContact[] = []
  let rejected: RejectedRow[] = []
  const reject = (row: RejectedRow, count: Exclude<keyof AnalysisCounts, 'rows' | 'ready'>) => {
    rejected.push(row)
    counts[count]++
  }

  return {
    add(cells, rowNumber) {
      if (isBlank(cells)) return
      counts.rows++
      const data: Record<string, string> = {}
      for (const [column, index] of mapped)
        if (!phoneSet.has(column)) data[column] = (cells[index] ?? '').trim()
      const phones: { column: string; raw: string; e164: string }[] = []
      for (const column of phoneColumns) {
        const raw = (cells[mapping[column]!] ?? '').trim()
        if (!raw) {
          data[column] = ''
          continue
        }
        const phone = normalizePhone(raw, options.defaultCountry)
        if (!phone.ok)
          return reject(
            { rowNumber, reason: 'invalid-phone', column, value: raw, problem: phone.reason },
            'invalidPhone'
          )
        data[column] = phone.e164
        phones.push({ column, raw, e164: phone.e164 })
      }
      const key = phones[0]
      if (!key) return reject({ rowNumber, reason: 'missing-phone', value: '' }, 'missingPhone')
      const first = firstRowOf.get(key.e164)
      if (first !== undefined)
        return reject(
          { rowNumber, reason: 'duplicate', column: key.column, value: key.raw, duplicateOf: first },
          'duplicate'
        )
      firstRowOf.set(key.e164, rowNumber)
      for (const phone of phones) {
        const lists = options.dncNumbers.get(phone.e164)
        if (lists)
          return reject(
            { rowNumber, reason: 'on-dnc', column: phone.column, value: phone.raw, dncLists: lists },
            'onDnc'
          )
      }
      counts.ready++
      contacts.push({ id: contactId(options.listId, key.e164), rowNumber, data })
    },
    addMalformed(cells, rowNumber) {
      counts.rows++
      reject({ rowNumber, reason: 'malformed', value: cells.join(', ') }, 'malformed')
    },
    take() {
      const taken = { contacts, rejected }
      contacts = []
      rejected = []
      return taken
    },
    counts: () => ({ ...counts })
  }
}

/** The rows of a file (without its header: the first is row 2) read at once (createRowAnalyser). */
export function analyseRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  options: AnalyseOptions
): ImportAnalysis {
  const analyser = createRowAnalyser(mapping, options)
  rows.forEach((cells, index) => analyser.add(cells, index + 2))
  return { ...analyser.take(), counts: analyser.counts() }
}

import Papa from 'papaparse'

import { FIXTURE_HEADER, generateCsv } from '../testing/generateCsv'
import { analyseRows, indexDncLists } from './analyseRows'
import { contactId } from './contactId'
import type { ColumnMapping } from './importTypes'
import { phoneCountry } from './normalizePhone'

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data
const column = (name: string) => FIXTURE_HEADER.indexOf(name)
const FIXTURE_MAPPING: ColumnMapping = {
  FirstName: column('FirstName'),
  LastName: column('LastName'),
  Email: column('Email'),
  Phone: column('Phone'),
  City: column('City')
}
const options = (dnc = new Map<string, string[]>()) => ({
  listId: 'list-1',
  phoneColumns: ['Phone'],
  defaultCountry: phoneCountry('US'),
  dncNumbers: dnc
})

describe('analyseRows', () => {
  it("the issue's file: 5,000 rows, 12 bad numbers, 30 duplicates → 4,958 to send, 42 rows named", () => {
    const fixture = generateCsv({ rows: 5000, badNumbers: 12, duplicates: 30 })
    const [header, ...rows] = parse(fixture.csv)
    expect(header).toEqual(FIXTURE_HEADER)

    const analysis = analyseRows(rows, FIXTURE_MAPPING, options())

    expect(analysis.counts).toEqual({
      rows: 5000,
      ready: 4958,
      missingPhone: 0,
      invalidPhone: 12,
      duplicate: 30,
      onDnc: 0,
      malformed: 0
    })
    expect(analysis.contacts).toHaveLength(4958)
    expect(analysis.rejected).toHaveLength(42)
    const invalid = analysis.rejected.filter(row => row.reason === 'invalid-phone')
    expect(invalid.map(row => row.rowNumber)).toEqual(fixture.badRows)
    expect(invalid.every(row => row.column === 'Phone' && row.value !== '' && row.problem)).toBe(true)
    const duplicates = analysis.rejected.filter(row => row.reason === 'duplicate')
    expect(duplicates.map(row => ({ row: row.rowNumber, of: row.duplicateOf }))).toEqual(
      fixture.duplicateRows
    )
    // every contact once, by its number
    expect(new Set(analysis.contacts.map(contact => contact.id)).size).toBe(4958)
  })

  it('sends the list columns, phone numbers in E.164, with an id from the list and the first number', () => {
    const rows = [
      ['Ada', ' Lovelace ', '(201) 555-0123', '+44 20 7946 0958', 'unused'],
      ['Grace', 'Hopper', '', '020 7946 0000', '']
    ]
    const mapping = { First: 0, Last: 1, Mobile: 2, Home: 3, Notes: null }
    const analysis = analyseRows(rows, mapping, { ...options(), phoneColumns: ['Mobile', 'Home'] })
    expect(analysis.contacts).toEqual([
      {
        id: contactId('list-1', '+12015550123'),
        rowNumber: 2,
        data: { First: 'Ada', Last: 'Lovelace', Mobile: '+12015550123', Home: '+442079460958' }
      }
    ])
    // a national UK number in an American organisation: eleven digits, too long for the US
    expect(analysis.rejected).toEqual([
      { rowNumber: 3, reason: 'invalid-phone', column: 'Home', value: '020 7946 0000', problem: 'too-long' }
    ])
  })

  it('keys a contact by its first number present', () => {
    const analysis = analyseRows(
      [
        ['', '+33 6 12 34 56 78'],
        ['+33612345678', '']
      ],
      { Mobile: 0, Home: 1 },
      { ...options(), phoneColumns: ['Mobile', 'Home'] }
    )
    expect(analysis.contacts).toEqual([
      { id: contactId('list-1', '+33612345678'), rowNumber: 2, data: { Mobile: '', Home: '+33612345678' } }
    ])
    expect(analysis.rejected).toEqual([
      { rowNumber: 3, reason: 'duplicate', column: 'Mobile', value: '+33612345678', duplicateOf: 2 }
    ])
  })

  it('leaves out rows without a number and numbers on a do-not-call list, naming the lists; skips blank rows', () => {
    const dnc = indexDncLists([
      { name: 'National DNC', numbers: ['+12015550123', '+12015550199'] },
      { name: 'Opt-outs', numbers: ['+12015550123'] }
    ])
    const analysis = analyseRows(
      [
        ['Ada', '201-555-0123'],
        ['', '  '],
        ['Bob', ''],
        ['Cy', '201 555 0100']
      ],
      { Name: 0, Phone: 1 },
      options(dnc)
    )
    expect(analysis.rejected).toEqual([
      {
        rowNumber: 2,
        reason: 'on-dnc',
        column: 'Phone',
        value: '201-555-0123',
        dncLists: ['National DNC', 'Opt-outs']
      },
      { rowNumber: 4, reason: 'missing-phone', value: '' }
    ])
    expect(analysis.contacts.map(contact => contact.rowNumber)).toEqual([5])
    expect(analysis.counts).toMatchObject({ rows: 3, ready: 1, onDnc: 1, missingPhone: 1 })
  })

  it('gives the same ids to the same file twice (a resumed or repeated import updates, never adds)', () => {
    const { csv } = generateCsv({ rows: 50 })
    const rows = parse(csv).slice(1)
    const first = analyseRows(rows, FIXTURE_MAPPING, options())
    const second = analyseRows(rows, FIXTURE_MAPPING, options())
    expect(second.contacts.map(contact => contact.id)).toEqual(first.contacts.map(contact => contact.id))
  })
})

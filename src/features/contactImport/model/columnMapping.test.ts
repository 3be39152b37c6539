import { checkFile, MAX_FILE_BYTES } from './checkFile'
import { autoMap, mappingProblem } from './columnMapping'
import type { ImportTargetList } from './importTypes'

const list: ImportTargetList = {
  id: 'list-1',
  name: 'Renewals',
  columnNames: ['First Name', 'Last_Name', 'Mobile', 'Home Phone', 'Société'],
  phoneColumns: ['Mobile', 'Home Phone']
}

describe('autoMap', () => {
  it('maps each list column to the file column of the same name, case, accents and separators aside', () => {
    expect(autoMap(['first_name', 'LAST NAME', 'home-phone', 'societe', 'mobile', 'Notes'], list)).toEqual({
      'First Name': 0,
      Last_Name: 1,
      Mobile: 4,
      'Home Phone': 2,
      Société: 3
    })
  })

  it('leaves a list column without a namesake undecided, and uses a file column once', () => {
    expect(autoMap(['Mobile', 'mobile', ''], list)).toEqual({ Mobile: 0 })
  })
})

describe('mappingProblem', () => {
  it('asks for a decision on every phone column, and at least one number', () => {
    expect(mappingProblem({ Mobile: 2 }, list)).toEqual({ kind: 'phone-undecided', columns: ['Home Phone'] })
    expect(mappingProblem({ Mobile: null, 'Home Phone': null }, list)).toEqual({ kind: 'no-phone' })
    expect(mappingProblem({ Mobile: 2, 'Home Phone': null }, list)).toBeNull()
    expect(mappingProblem({ Mobile: 2, 'Home Phone': 3, 'First Name': 0 }, list)).toBeNull()
  })

  it('refuses one file column for two list columns, and a list without a phone column', () => {
    expect(mappingProblem({ Mobile: 2, 'Home Phone': 2 }, list)).toEqual({
      kind: 'column-twice',
      columns: ['Mobile', 'Home Phone']
    })
    expect(mappingProblem({}, { ...list, phoneColumns: [] })).toEqual({ kind: 'list-without-phone' })
  })
})

describe('checkFile', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type })
  it.each([
    [file('contacts.csv', 100, 'text/csv'), null],
    [file('contacts.CSV', 100, 'application/vnd.ms-excel'), null], // Windows
    [file('contacts.txt', 100), null],
    [file('contacts', 100, 'text/csv'), null],
    [file('contacts.csv', 0, 'text/csv'), 'empty'],
    [file('contacts.csv', MAX_FILE_BYTES + 1, 'text/csv'), 'too-large'],
    [
      file('contacts.xlsx', 100, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      'not-csv'
    ],
    [file('contacts.xls', 100, 'application/vnd.ms-excel'), 'not-csv'],
    [file('photo.png', 100, 'image/png'), 'not-csv'],
    [file('contacts', 100, ''), 'not-csv']
  ])('%j → %s', (chosen, problem) => {
    expect(checkFile(chosen)).toBe(problem)
  })
})

import Papa from 'papaparse'

import type { RejectedRow } from './importTypes'
import { reportCsv } from './reportCsv'

const rejected: RejectedRow[] = [
  { rowNumber: 4, reason: 'invalid-phone', column: 'Phone', value: '555-CALL-NOW', problem: 'not-a-number' },
  { rowNumber: 9, reason: 'duplicate', column: 'Phone', value: '+1 201-220-0042', duplicateOf: 3 },
  {
    rowNumber: 12,
    reason: 'on-dnc',
    column: 'Phone',
    value: '06 12 34 56 78',
    dncLists: ['National', 'Opt-outs']
  },
  { rowNumber: 15, reason: 'missing-phone', value: '' },
  {
    rowNumber: 20,
    reason: 'invalid-phone',
    column: 'Phone',
    value: '=HYPERLINK("http://x","y")',
    problem: 'not-a-number'
  },
  { rowNumber: 21, reason: 'invalid-phone', column: 'Phone', value: '+1 (201) 55', problem: 'too-short' }
]

describe('reportCsv', () => {
  it('writes row number, reason, column, the original value and what else to know, one line each', () => {
    const csv = reportCsv(rejected)
    expect(csv.startsWith('\ufeff')).toBe(true)
    const rows = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
    expect(rows).toEqual([
      ['row', 'reason', 'column', 'value', 'detail'],
      ['4', 'invalid-phone', 'Phone', '555-CALL-NOW', 'not-a-number'],
      ['9', 'duplicate', 'Phone', '+1 201-220-0042', 'row 3'],
      ['12', 'on-dnc', 'Phone', '06 12 34 56 78', 'National; Opt-outs'],
      ['15', 'missing-phone', '', '', ''],
      // a formula is defused; a phone number with its + is left as written
      ['20', 'invalid-phone', 'Phone', `'=HYPERLINK("http://x","y")`, 'not-a-number'],
      ['21', 'invalid-phone', 'Phone', '+1 (201) 55', 'too-short']
    ])
  })

  it("writes the person's language when given it", () => {
    const csv = reportCsv(rejected.slice(0, 1), {
      headers: ['Ligne', 'Motif', 'Colonne', 'Valeur', 'Détail'],
      reason: () => 'Numéro invalide',
      detail: () => 'Pas un numéro'
    })
    expect(csv).toBe(
      '\ufeffLigne,Motif,Colonne,Valeur,Détail\r\n4,Numéro invalide,Phone,555-CALL-NOW,Pas un numéro\r\n'
    )
  })
})

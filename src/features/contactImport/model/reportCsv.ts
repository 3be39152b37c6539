import Papa from 'papaparse'

import type { RejectedRow } from './importTypes'

export interface ReportCsvLabels {
  /** the header's cells: row, reason, column, value, detail */
  headers: readonly [string, string, string, string, string]
  /** the reason as the person reads it (default: its code, "invalid-phone") */
  reason: (row: RejectedRow) => string
  /** what else there is to know (default: "row 12" for a duplicate, the lists' names for on-dnc) */
  detail: (row: RejectedRow) => string
}

const defaults: ReportCsvLabels = {
  headers: ['row', 'reason', 'column', 'value', 'detail'],
  reason: row => row.reason,
  detail: row =>
    row.reason === 'duplicate'
      ? `row ${row.duplicateOf}`
      : row.reason === 'on-dnc'
        ? (row.dncLists ?? []).join('; ')
        : (row.problem ?? '')
}

/**
 * A cell that a spreadsheet would run as a formula (=…, @…, +…/-… with anything but a phone number's
 * characters) is written with a leading quote; "+33 6 12 34 56 78" stays as it is.
 */
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/

/**
 * The rows that were not imported, as CSV (Papa.unparse): row number, reason, column, the original value and
 * what else there is to know, one line per row, with a byte-order mark so that Excel reads it as UTF-8.
 */
export function reportCsv(rejected: readonly RejectedRow[], labels: Partial<ReportCsvLabels> = {}): string {
  const { headers, reason, detail } = { ...defaults, ...labels }
  const csv = Papa.unparse(
    {
      fields: [...headers],
      data: rejected.map(row => [
        String(row.rowNumber),
        reason(row),
        row.column ?? '',
        row.value,
        detail(row)
      ])
    },
    { escapeFormulae: FORMULA, newline: '\r\n' }
  )
  return `\ufeff${csv}\r\n`
}

import type { TFunction } from 'i18next'

import type { ImportTargetList, PhoneProblem, RejectedRow, RejectReason } from '../model/importTypes'

const REASON_KEYS: Record<RejectReason, string> = {
  'missing-phone': 'missingPhone',
  'invalid-phone': 'invalidPhone',
  duplicate: 'duplicate',
  'on-dnc': 'onDnc',
  malformed: 'malformed'
}
const PROBLEM_KEYS: Record<PhoneProblem, string> = {
  empty: 'empty',
  'not-a-number': 'notANumber',
  'too-short': 'tooShort',
  'too-long': 'tooLong',
  'no-country': 'noCountry',
  invalid: 'invalid'
}

/** Why a row is left out, in the person's language ("Invalid number"). */
export const reasonText = (t: TFunction, row: RejectedRow) => t(`rejected.reasons.${REASON_KEYS[row.reason]}`)

/** What else there is to know: what is wrong with the number, the row it repeats, the do-not-call lists. */
export function detailText(t: TFunction, row: RejectedRow): string {
  if (row.reason === 'duplicate') return t('rejected.duplicateOf', { row: row.duplicateOf })
  if (row.reason === 'on-dnc') return (row.dncLists ?? []).join(', ')
  return row.problem ? t(`rejected.problems.${PROBLEM_KEYS[row.problem]}`) : ''
}

/**
 * The rows left out as a CSV file in the person's language: its name and its text. PapaParse (its writer) is
 * loaded on the first download: the dialog's own chunk goes without it (the worker's has its reader).
 */
export async function rejectedCsv(t: TFunction, list: ImportTargetList, rejected: readonly RejectedRow[]) {
  const { reportCsv } = await import('../model/reportCsv')
  const text = reportCsv(rejected, {
    headers: [
      t('rejected.row'),
      t('rejected.reason'),
      t('rejected.column'),
      t('rejected.value'),
      t('rejected.detail')
    ],
    reason: row => reasonText(t, row),
    detail: row => detailText(t, row)
  })
  return { fileName: t('rejected.fileName', { list: list.name }), text }
}

import type { TFunction } from 'i18next'

import type { AnalysisCounts } from '../model/importTypes'

/**
 * What the file gives, part by part: "4,958 contacts ready", "12 invalid numbers", "30 duplicates in the file",
 * "0 on do-not-call lists" always; rows without a number and unreadable rows only when there are any.
 * `rejectedOnly`: the parts that were left out (the report).
 */
export function summaryParts(t: TFunction, counts: AnalysisCounts, rejectedOnly = false): string[] {
  const parts = [
    ...(rejectedOnly ? [] : [t('summary.ready', { count: counts.ready })]),
    t('summary.invalid', { count: counts.invalidPhone }),
    t('summary.duplicate', { count: counts.duplicate }),
    t('summary.onDnc', { count: counts.onDnc })
  ]
  if (counts.missingPhone) parts.push(t('summary.missing', { count: counts.missingPhone }))
  if (counts.malformed) parts.push(t('summary.malformed', { count: counts.malformed }))
  return parts
}

export const rejectedCount = (counts: AnalysisCounts) =>
  counts.invalidPhone + counts.duplicate + counts.onDnc + counts.missingPhone + counts.malformed

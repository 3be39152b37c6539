import type { ContactListImport } from '@/shared/contactLists/contactListTypes'
import type { PlatformImportStatus } from '@/server/platform/contactListModels'

/** States some platform reading could use for a finished import (the SDK documents none). */
const DONE_STATES = ['COMPLETED', 'COMPLETE', 'SUCCEEDED', 'SUCCESS', 'DONE', 'FINISHED']
const FAILED_STATES = ['FAILED', 'FAILURE', 'ERROR']

/**
 * A list's last import as the screens show it, or null when the platform gives none (a list never imported
 * into). The SDK documents only IN_PROGRESS and FAILED: a finished import may read as a COMPLETED-like state or
 * as IN_PROGRESS with everything done (100 %, or every record completed); both mean done here.
 */
export function toListImport(status: PlatformImportStatus | undefined): ContactListImport | null {
  if (!status) return null
  const said = status.state.trim().toUpperCase()
  const everyRecord = status.totalRecords > 0 && status.completedRecords >= status.totalRecords
  const state = FAILED_STATES.includes(said)
    ? 'FAILED'
    : DONE_STATES.includes(said) || status.percentComplete >= 100 || everyRecord
      ? 'COMPLETED'
      : 'IN_PROGRESS'
  return {
    state,
    totalRecords: status.totalRecords,
    completedRecords: status.completedRecords,
    percentComplete: state === 'COMPLETED' ? 100 : Math.min(99, Math.floor(status.percentComplete)),
    failureReason: status.failureReason ?? null
  }
}

import type { DncListAction, DncListCapabilities, DncListRow } from '@/shared/dncLists/dncListTypes'

/** Whether an action may be done on a list, and if not why: the role, a permission, or the list's source. */
export type DncRowCapability =
  DncListCapabilities[DncListAction] | { allowed: false; reason: 'source'; source: string }

/** A list as the screen holds it: with what the person may do to it (the answer's capabilities, and its source). */
export interface DncListScreenRow extends DncListRow {
  can: Record<DncListAction, DncRowCapability>
}

/** The person's capabilities for one list: numbers change only on lists that take them (internal, phone). */
export const withCapabilities = (row: DncListRow, capabilities: DncListCapabilities): DncListScreenRow => {
  const numbers = (action: 'addNumbers' | 'removeNumbers'): DncRowCapability =>
    capabilities[action].allowed && !row.takesNumbers
      ? { allowed: false, reason: 'source', source: row.dncSourceType }
      : capabilities[action]
  return {
    ...row,
    can: {
      addNumbers: numbers('addNumbers'),
      removeNumbers: numbers('removeNumbers'),
      export: capabilities.export
    }
  }
}

/** The contact list a file is imported into: its id, name and columns as the platform describes it. */
export interface ImportTargetList {
  id: string
  name: string
  /** every column of the list, in the list's order (the platform's `columnNames`) */
  columnNames: readonly string[]
  /** the columns that hold a phone number (the platform's `phoneColumns[].columnName`), in the list's order */
  phoneColumns: readonly string[]
}

/**
 * Which column of the file fills each column of the list: list column → the file column's index, or null (not
 * imported; for a phone column: "the file has no such number"). A list column without a key is undecided.
 */
export type ColumnMapping = Readonly<Record<string, number | null>>

/** A contact ready to be sent: its data keyed by the list's columns, phone numbers in E.164. */
export interface ImportContact {
  /** deterministic (contactId.ts): the same list and number give the same id, so a repeat updates, never adds */
  id: string
  /** the row of the file it comes from (the header is row 1) */
  rowNumber: number
  data: Record<string, string>
}

/** Why a phone number could not be read (normalizePhone). */
export type PhoneProblem = 'empty' | 'not-a-number' | 'too-short' | 'too-long' | 'no-country' | 'invalid'

export type RejectReason = 'missing-phone' | 'invalid-phone' | 'duplicate' | 'on-dnc' | 'malformed'

/** A row of the file that will not be sent, and why. */
export interface RejectedRow {
  rowNumber: number
  reason: RejectReason
  /** the original value at fault (the phone number as written; the row's cells for a malformed row) */
  value: string
  /** the list column the value was for (a phone column) */
  column?: string
  /** invalid-phone: what is wrong with the number */
  problem?: PhoneProblem
  /** duplicate: the row that has the same number first */
  duplicateOf?: number
  /** on-dnc: the do-not-call lists the number is on */
  dncLists?: readonly string[]
}

export interface AnalysisCounts {
  /** the file's rows with any content (the header and blank rows not counted) */
  rows: number
  ready: number
  missingPhone: number
  invalidPhone: number
  duplicate: number
  onDnc: number
  malformed: number
}

/** What the file gives once analysed: the contacts to send, the rows left out, and their numbers. */
export interface ImportAnalysis {
  contacts: ImportContact[]
  rejected: RejectedRow[]
  counts: AnalysisCounts
}

/** A do-not-call list used by a campaign that dials the contact list: its name and its numbers in E.164. */
export interface DncList {
  name: string
  numbers: readonly string[]
}

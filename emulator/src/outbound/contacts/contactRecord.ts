/**
 * A contact as the emulator keeps it: the platform's DialerContact fields, with call records written by the
 * dialer (dialRecorder.ts) as campaigns work through the list.
 */

/** The platform's CallRecord, per phone column: when the dialer last tried the number and how it ended. */
export interface CallRecord {
  lastAttempt: string
  lastResult: string
}

export interface ContactRecord {
  id: string
  contactListId: string
  /** column name → value, only columns of the list */
  data: Record<string, string>
  callable: boolean
  /** phone column → `{callable}` */
  phoneNumberStatus: Record<string, { callable: boolean }>
  /** phone column → the last attempt on that number */
  callRecords: Record<string, CallRecord>
  dateCreated: string
}

/**
 * The platform's ImportStatus: how the last import into a list (the seed, a bulk add) went. The SDK documents
 * only the states IN_PROGRESS and FAILED; what a finished import reads is not documented. The emulator's
 * reading: the last import stays IN_PROGRESS with every record completed and percentComplete 100 (a list never
 * imported into has no status at all).
 */
export interface ImportStatus {
  state: 'IN_PROGRESS' | 'FAILED'
  totalRecords: number
  completedRecords: number
  percentComplete: number
  failureReason?: string
}

/** An import of `records` records, `fraction` (0 to 1) of the way through; 1 is a finished import. */
export function importAt(records: number, fraction: number): ImportStatus {
  const done = Math.max(0, Math.min(1, fraction))
  return {
    state: 'IN_PROGRESS',
    totalRecords: records,
    completedRecords: done === 1 ? records : Math.floor(records * done),
    percentComplete: Math.floor(done * 100)
  }
}

export const completeImport = (records: number): ImportStatus => importAt(records, 1)

/** The wrap-up codes the dialer writes as `lastResult` (the platform's system wrap-up codes). */
export const DIAL_RESULTS = {
  liveVoice: 'ININ-OUTBOUND-LIVE-VOICE',
  machine: 'ININ-OUTBOUND-MACHINE',
  noAnswer: 'ININ-OUTBOUND-NO-ANSWER',
  busy: 'ININ-OUTBOUND-BUSY',
  /** the number is on one of the campaign's DNC lists: not dialed */
  doNotCall: 'ININ-OUTBOUND-ON-DO-NOT-CALL-LIST',
  /** the contact (or every number of it) is marked uncallable: not dialed */
  uncallable: 'ININ-OUTBOUND-CONTACT-UNCALLABLE-SKIPPED'
} as const

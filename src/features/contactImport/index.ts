// The contact-list CSV import (issue 13): a dialog the contact-list pages open with next/dynamic.
export { ImportContactsDialog } from './components/ImportContactsDialog'
export type { ImportContactsDialogProps } from './components/ImportContactsDialog'
export type { DncList, ImportContact, ImportTargetList } from './model/importTypes'
export { MAX_BATCH_SIZE } from './model/runImport'
export { MAX_FILE_BYTES } from './model/checkFile'
// Numbers as people write them, in E.164 (libphonenumber, the organisation's default country): a contact's edit and the DNC lists'
// numbers are read the same way.
export { normalizePhone, phoneCountry } from './model/normalizePhone'
export type { NormalizedPhone } from './model/normalizePhone'
export type { PhoneProblem } from './model/importTypes'

// The contact-list CSV import (issue 13): a dialog the contact-list pages open with next/dynamic.
export { ImportContactsDialog } from './components/ImportContactsDialog'
export type { ImportContactsDialogProps } from './components/ImportContactsDialog'
export type { DncList, ImportContact, ImportTargetList } from './model/importTypes'
export { MAX_BATCH_SIZE } from './model/runImport'
export { MAX_FILE_BYTES } from './model/checkFile'
// (the phone rule, for the other places numbers are typed: a contact's edit, do-not-call numbers)
export { normalizePhone, phoneCountry } from './model/normalizePhone'
export type { NormalizedPhone } from './model/normalizePhone'

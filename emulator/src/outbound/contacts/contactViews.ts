/**
 * The platform's models for contact lists, contacts and DNC lists, built from the emulator's records:
 * ContactList, DialerContact, DncList and ImportStatus.
 */
import type { EmulatorState } from '../../store'
import { contactListUri, divisionRef, dncListUri } from '../campaignViews'
import type { ContactListRecord } from '../outboundResources'
import type { ContactRecord, ImportStatus } from './contactRecord'
import type { DncListRecord } from './dncStore'

export interface IncludeFlags {
  includeSize: boolean
  includeImportStatus: boolean
}

/** `includeSize=true` / `includeImportStatus=true` in a query (the SDK sends booleans as "true"). */
export const readIncludes = (query: URLSearchParams): IncludeFlags => ({
  includeSize: query.get('includeSize') === 'true',
  includeImportStatus: query.get('includeImportStatus') === 'true'
})

export const toImportStatus = (status: ImportStatus) => ({ ...status })

/** `importStatus` of a list: absent for a list never imported into. */
const importStatusField = (status: ImportStatus | undefined) =>
  status ? { importStatus: toImportStatus(status) } : {}

/** The platform's ContactList. `size` and `importStatus` only when asked for, as on the platform. */
export function toContactList(list: ContactListRecord, state: EmulatorState, include: IncludeFlags) {
  return {
    id: list.id,
    name: list.name,
    dateCreated: list.dateCreated,
    dateModified: list.dateModified,
    version: list.version,
    division: divisionRef(state, list.divisionId),
    columnNames: [...list.columnNames],
    phoneColumns: list.phoneColumns.map(column => ({ ...column })),
    emailColumns: list.emailColumns.map(column => ({ ...column })),
    whatsAppColumns: [],
    ...(include.includeImportStatus ? importStatusField(state.outbound.contacts.importStatus(list)) : {}),
    previewModeColumnName: list.previewModeColumnName,
    previewModeAcceptedValues: list.previewModeAcceptedValues && [...list.previewModeAcceptedValues],
    ...(include.includeSize ? { size: list.size } : {}),
    automaticTimeZoneMapping: list.automaticTimeZoneMapping,
    zipCodeColumnName: list.zipCodeColumnName,
    trimWhitespace: list.trimWhitespace,
    selfUri: contactListUri(list.id)
  }
}

export const contactUri = (listId: string, id: string) => `${contactListUri(listId)}/contacts/${id}`

/**
 * The platform's DialerContact. `phoneNumberStatus` names every phone column the contact has a number in
 * (callable unless set otherwise); `callRecords` appear once the dialer has tried a number.
 */
export function toDialerContact(contact: ContactRecord, list: ContactListRecord) {
  const phoneNumberStatus: Record<string, { callable: boolean }> = {}
  for (const { columnName } of list.phoneColumns) {
    const status = contact.phoneNumberStatus[columnName]
    if (status || contact.data[columnName])
      phoneNumberStatus[columnName] = { callable: status?.callable ?? true }
  }
  const hasRecords = Object.keys(contact.callRecords).length > 0
  return {
    id: contact.id,
    contactListId: contact.contactListId,
    data: { ...contact.data },
    ...(hasRecords ? { callRecords: structuredClone(contact.callRecords) } : {}),
    callable: contact.callable,
    phoneNumberStatus,
    dateCreated: contact.dateCreated,
    selfUri: contactUri(contact.contactListId, contact.id)
  }
}

/** The platform's DncList. */
export function toDncList(list: DncListRecord, state: EmulatorState, include: IncludeFlags) {
  return {
    id: list.id,
    name: list.name,
    dateCreated: list.dateCreated,
    dateModified: list.dateModified,
    version: list.version,
    ...(include.includeImportStatus ? importStatusField(state.outbound.dnc.importStatus(list)) : {}),
    ...(include.includeSize ? { size: list.numbers.size } : {}),
    dncSourceType: list.dncSourceType,
    contactMethod: list.contactMethod,
    loginId: list.loginId,
    campaignId: list.campaignId,
    dncCodes: list.dncCodes && [...list.dncCodes],
    licenseId: list.licenseId,
    division: divisionRef(state, list.divisionId),
    customExclusionColumn: list.customExclusionColumn,
    selfUri: dncListUri(list.id)
  }
}

/**
 * The platform's models for contact lists, contacts and DNC lists, built from the emulator's records:
 * ContactList, DialerContact, DncList and ImportStatus.
 */
import { divisionRef } from '../campaignViews'
import { versionedFields } from '../kit/versionedFields'
import type { ContactListRecord } from '../outboundResources'
import type { OutboundStore } from '../outboundStore'
import { contactListUri, dncListUri } from '../outboundUris'
import type { ContactRecord, ImportStatus } from './contactRecord'
import type { DncListRecord } from './dncListRecord'

export interface IncludeFlags {
  includeSize: boolean
  includeImportStatus: boolean
}

/** What POST and PUT answer a list with: neither its size nor its import status. */
export const NO_INCLUDES: IncludeFlags = { includeSize: false, includeImportStatus: false }

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
export function toContactList(list: ContactListRecord, outbound: OutboundStore, include: IncludeFlags) {
  return {
    ...versionedFields(list),
    division: divisionRef(outbound, list.divisionId),
    columnNames: [...list.columnNames],
    phoneColumns: list.phoneColumns.map(column => ({ ...column })),
    emailColumns: list.emailColumns.map(column => ({ ...column })),
    whatsAppColumns: [],
    ...(include.includeImportStatus ? importStatusField(outbound.contacts.importStatus(list)) : {}),
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
export function toDncList(list: DncListRecord, outbound: OutboundStore, include: IncludeFlags) {
  return {
    ...versionedFields(list),
    ...(include.includeImportStatus ? importStatusField(outbound.dnc.importStatus(list)) : {}),
    ...(include.includeSize ? { size: list.numbers.size } : {}),
    dncSourceType: list.dncSourceType,
    contactMethod: list.contactMethod,
    loginId: list.loginId,
    campaignId: list.campaignId,
    dncCodes: list.dncCodes && [...list.dncCodes],
    licenseId: list.licenseId,
    division: divisionRef(outbound, list.divisionId),
    customExclusionColumn: list.customExclusionColumn,
    selfUri: dncListUri(list.id)
  }
}

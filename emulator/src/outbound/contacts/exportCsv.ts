/**
 * The CSV files exports produce (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a
 * comma, a quote or a line break). A contact list's: `inin-outbound-id` (the contact id, as the platform's
 * exports start), the list's columns in order, `ContactCallable`, then per phone column
 * `CallRecordLastAttempt-<column>` and `CallRecordLastResult-<column>` (empty until dialed). A DNC list's:
 * `PhoneNumber` (E.164) and `ExpirationDateTime` (ISO 8601, empty for never).
 */
import type { ContactListRecord } from '../outboundResources'
import type { ContactRecord } from './contactRecord'
import type { DncListRecord } from './dncListRecord'

const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map(row => row.map(field).join(',')).join('\r\n') + '\r\n'

export function contactListCsv(list: ContactListRecord, contacts: readonly ContactRecord[]): string {
  const phones = list.phoneColumns.map(column => column.columnName)
  const header = [
    'inin-outbound-id',
    ...list.columnNames,
    'ContactCallable',
    ...phones.flatMap(column => [`CallRecordLastAttempt-${column}`, `CallRecordLastResult-${column}`])
  ]
  const rows = contacts.map(contact => [
    contact.id,
    ...list.columnNames.map(column => contact.data[column] ?? ''),
    String(contact.callable),
    ...phones.flatMap(column => {
      const record = contact.callRecords[column]
      return [record?.lastAttempt ?? '', record?.lastResult ?? '']
    })
  ])
  return toCsv([header, ...rows])
}

export function dncListCsv(list: DncListRecord): string {
  const rows = [...list.numbers].map(([number, expiresAt]) => [
    number,
    expiresAt === null ? '' : new Date(expiresAt).toISOString()
  ])
  return toCsv([['PhoneNumber', 'ExpirationDateTime'], ...rows])
}

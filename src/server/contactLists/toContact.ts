import type { Contact } from '@/shared/contactLists/contactListTypes'
import type { PlatformDialerContact } from '@/server/platform/contactListModels'

/** A platform contact as the screens show it: every value a string, each phone column's last call named. */
export const toContact = (contact: PlatformDialerContact): Contact => ({
  id: contact.id,
  data: Object.fromEntries(Object.entries(contact.data).map(([column, value]) => [column, value ?? ''])),
  callable: contact.callable,
  phoneNumberStatus: contact.phoneNumberStatus,
  callRecords: Object.fromEntries(
    Object.entries(contact.callRecords).map(([column, record]) => [
      column,
      { lastAttempt: record.lastAttempt ?? null, lastResult: record.lastResult ?? null }
    ])
  )
})

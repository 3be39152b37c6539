/**
 * Helpers of the contact list suites (contactListsApi, contactsApi): a new list with four columns, contacts
 * for it, and a list's contacts in dialing order.
 */
import platformClient from 'purecloud-platform-client-v2'
import { seedDivisions } from '../../../emulator/src/seed'

export const outbound = () => new platformClient.OutboundApi()
type Contact = platformClient.Models.WritableDialerContact

export const COLUMNS = ['FirstName', 'LastName', 'Phone', 'Zip']

export const newList = (name = 'Contract – Spring leads') =>
  outbound().postOutboundContactlists({
    name,
    columnNames: COLUMNS,
    phoneColumns: [{ columnName: 'Phone', type: 'cell' }],
    zipCodeColumnName: 'Zip',
    division: { id: seedDivisions.democcSales.id }
  })

export const contact = (listId: string, n: number, extra: Partial<Contact> = {}): Contact => ({
  contactListId: listId,
  data: {
    FirstName: `First${n}`,
    LastName: n % 2 === 0 ? 'Smith' : 'Jones',
    Phone: `+1415555${String(n).padStart(4, '0')}`,
    Zip: String(94_000 + (n % 100))
  },
  callable: true,
  ...extra
})

export const contacts = (listId: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => contact(listId, from + i))

/** The list's contacts in dialing order (search without sorts). */
export async function firstContacts(listId: string, pageSize = 100) {
  const page = await outbound().postOutboundContactlistContactsSearch(listId, { pageNumber: 1, pageSize })
  return page.entities!
}

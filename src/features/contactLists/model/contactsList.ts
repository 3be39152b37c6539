import { failureOf } from '@/features/sessionApi'
import { createListSlice, createListStore, type ListDefinition } from '@/shared/ui/list'

import { requestContacts, requestDeleteContacts } from '../api/contactListsApi'

/** A list's contacts as a list screen: a search over the text columns, pages of 25 in the platform's order. */
export const CONTACTS_LIST: ListDefinition = {
  id: 'contacts',
  texts: 'contactLists.contacts',
  filters: [],
  sortFields: [],
  defaultSort: null,
  pageSizes: [25, 50, 100]
}

/**
 * The contacts of one list (GET /api/contact-lists/:id/contacts), in a store of the list's page: the slice is
 * made for the list the page shows, so its requests carry the list's id.
 */
export function createContactsList(listId: string) {
  const list = createListSlice({
    name: 'contacts',
    request: (params: { q?: string; page?: number; pageSize?: number }, signal) =>
      requestContacts(listId, params, signal),
    rows: answer => answer.contacts,
    failureOf
  })
  return {
    list,
    /** DELETE the contacts, then the page again */
    removeContacts: list.refetching('removeContacts', (ids: readonly string[]) =>
      requestDeleteContacts(listId, ids)
    ),
    createStore: () => createListStore(list)
  }
}
export type ContactsList = ReturnType<typeof createContactsList>
export type ContactsDispatch = ReturnType<ContactsList['createStore']>['dispatch']

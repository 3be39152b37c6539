import { failureOf } from '@/features/auth'
import type {
  ContactListCount,
  ContactListRow,
  ContactListsParams
} from '@/shared/contactLists/contactListTypes'
import { createListSlice, type ListState } from '@/shared/ui/list'

import { requestContactLists } from '../api/contactListsApi'

/** The contact lists (GET /api/contact-lists): an answer replaces the list, a newer query aborts the one before. */
export const contactListsList = createListSlice({
  name: 'contactLists',
  request: requestContactLists,
  rows: answer => answer.contactLists,
  failureOf
})
export type ContactListsState = ListState<ContactListRow, ContactListsParams, ContactListCount>

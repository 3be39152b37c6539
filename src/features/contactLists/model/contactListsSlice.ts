import { failureOf } from '@/features/sessionApi'
import type {
  ContactListCount,
  ContactListRow,
  ContactListsAnswer,
  ContactListsParams
} from '@/shared/contactLists/contactListTypes'
import { createListSlice, type ListState } from '@/shared/ui/list'

import { requestContactLists } from '../api/contactListsApi'

/** The contact lists (GET /api/contact-lists): an answer replaces the list, a newer query aborts the one before. */
export const contactListsList = createListSlice({
  name: 'contactLists',
  request: requestContactLists,
  rows: answer => answer.contactLists,
  failureOf,
  // what the person may do and the divisions that hold lists: for "New list"
  extra: answer => ({ capabilities: answer.capabilities, divisions: answer.divisions })
})
export type ContactListsState = ListState<ContactListRow, ContactListsParams, ContactListCount>

/** What the screen keeps of an answer besides its rows. */
export type ContactListsExtra = Pick<ContactListsAnswer, 'capabilities' | 'divisions'>

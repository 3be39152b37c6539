import type { ContactListRow, ContactListSortField } from '@/shared/contactLists/contactListTypes'
import {
  LIST_ORDERS,
  selectListRows,
  type OutboundListsQuery,
  type RowOrder
} from '@/server/outboundLists/selectListRows'

const worked = (row: ContactListRow) =>
  row.worked && row.worked.total > 0 ? row.worked.called / row.worked.total : -1

/** Every list's orders, and how far a list is worked. */
const CONTACT_LIST_ORDERS: Record<ContactListSortField, RowOrder<ContactListRow>> = {
  ...LIST_ORDERS,
  worked: (a, b) => worked(a) - worked(b)
}

/** The page of contact lists the query asks for (selectListRows, with the contact lists' own orders). */
export const selectContactListRows = (
  rows: readonly ContactListRow[],
  query: OutboundListsQuery<ContactListSortField>
) => selectListRows(rows, query, CONTACT_LIST_ORDERS)

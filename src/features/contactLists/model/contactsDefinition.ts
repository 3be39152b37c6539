import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'

/** A list's contacts as a list screen: a search over the text columns, pages of 25 in the platform's order. */
export const CONTACTS_LIST: ListDefinition = {
  id: 'contacts',
  texts: 'contactLists.contacts',
  filters: [],
  sortFields: [],
  defaultSort: null,
  pageSizes: LIST_PAGE_SIZES
}

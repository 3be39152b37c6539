import { CONTACT_LIST_SORT_FIELDS, CONTACT_LIST_USAGES } from '@/shared/contactLists/contactListTypes'
import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'

/** The contact lists as a list screen: a usage filter (used, running, unused), by name first, pages of 25. */
export const CONTACT_LISTS_LIST: ListDefinition = {
  id: 'contactLists',
  texts: 'contactLists',
  filters: [
    {
      field: 'usage',
      values: CONTACT_LIST_USAGES,
      label: 'contactLists.filters.usage',
      anyLabel: 'contactLists.filters.anyUsage',
      valueLabels: 'contactLists.usage'
    }
  ],
  sortFields: CONTACT_LIST_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  descendingFirst: ['size', 'worked', 'campaigns', 'dateModified'],
  pageSizes: LIST_PAGE_SIZES
}

import { DNC_LIST_SORT_FIELDS, DNC_LIST_USAGES } from '@/shared/dncLists/dncListTypes'
import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'

/** The do-not-call lists as a list screen: a usage filter (used, running, unused), by name first, pages of 25. */
export const DNC_LISTS_LIST: ListDefinition = {
  id: 'dncLists',
  texts: 'dncLists',
  filters: [
    {
      field: 'usage',
      values: DNC_LIST_USAGES,
      label: 'dncLists.filters.usage',
      anyLabel: 'dncLists.filters.anyUsage',
      valueLabels: 'dncLists.usage'
    }
  ],
  sortFields: DNC_LIST_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  descendingFirst: ['size', 'campaigns', 'dateModified'],
  pageSizes: LIST_PAGE_SIZES
}

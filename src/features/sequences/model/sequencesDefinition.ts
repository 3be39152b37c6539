import { LIST_PAGE_SIZES, type ListDefinition } from '@/shared/ui/list'

/**
 * The sequences as a list screen: a search, no filter. The API answers the whole (short) list: it is
 * sorted by name and paged here, like every list (docs/design-guide.md).
 */
export const SEQUENCES_LIST: ListDefinition = {
  id: 'sequences',
  texts: 'sequences',
  filters: [],
  sortFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  answeredWhole: true
}

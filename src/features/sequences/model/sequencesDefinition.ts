import type { ListDefinition } from '@/shared/ui/list'

/** The sequences as a list screen: a search, no filter, by name, the whole list at once. */
export const SEQUENCES_LIST: ListDefinition = {
  id: 'sequences',
  texts: 'sequences',
  filters: [],
  sortFields: [],
  defaultSort: null,
  pageSizes: null
}

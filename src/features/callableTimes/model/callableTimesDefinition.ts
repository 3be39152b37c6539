import type { ListDefinition } from '@/shared/ui/list'

/** The callable time sets as a list screen: a search, no filter, by name, the whole list at once. */
export const CALLABLE_TIMES_LIST: ListDefinition = {
  id: 'callableTimeSets',
  texts: 'callableTimes',
  filters: [],
  sortFields: [],
  defaultSort: null,
  pageSizes: null
}

/**
 * What every list API of the app (`/apps/users/list`, `/apps/permissions/data`, the lists to come) answers
 * besides its rows, shared by the server that answers and the browser that reads (docs/architecture.md, "List
 * screens").
 */

/** One entry of a list's `allData`: how many rows of the whole organisation have `value` in `field`. */
export interface CountEntry<Field extends string = string> {
  field: Field
  value: string
  count: number
}

/** The order of a sorted list: `field:asc` or `field:desc` in the API's `sort` parameter. */
export type SortDirection = 'asc' | 'desc'

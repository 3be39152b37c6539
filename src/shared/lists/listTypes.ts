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

/**
 * A part of a list answer that could not be read (its `code` and message, as an API error's): the rows are
 * there, the part it gives them is missing. A list screen shows the rows and says which part is missing.
 */
export interface SourceFailure {
  code: string
  message: string
}

/**
 * What a list answer whose rows are joined with the campaigns' snapshot carries besides its rows: present only
 * when the campaigns could not be read (the rows' campaigns are then empty, not "none").
 */
export interface CampaignsJoin {
  campaignsUnavailable?: SourceFailure
}

import type { SortDirection } from '@/shared/lists/listTypes'

/** One filter of a list's toolbar and query: a parameter of the address and of the API. */
export interface ListFilterDefinition {
  /** the parameter's name (`role`), the same in the address bar and in the API's query */
  field: string
  /** the values it offers, in order; null: any id (a list of the platform's, such as divisions), bounded */
  values: readonly string[] | null
  /** several values at once (sent comma-separated); otherwise one value or none */
  multiple?: boolean
  /** i18n keys: the control's label and its "any value" choice */
  label: string
  anyLabel: string
  /** i18n key prefix of each value's name (`roles` → `roles.admin`) */
  valueLabels: string
}

/**
 * What makes one list screen different from another, as data: its name, its texts' prefix, its filters, the
 * columns the server sorts by and its page sizes. Everything else (the toolbar, the status, the grid, the
 * address bar, the fetching) is the list module's (docs/architecture.md, "List screens").
 */
export interface ListDefinition {
  /** names the list: its grid's remembered column choices, and its state in the page's store */
  id: string
  /**
   * the prefix of the screen's texts in public/locales: `<texts>.title`, `.subtitle`, `.search.label`,
   * `.search.placeholder`, `.loading`, `.loadError`, `.found`, `.empty.none`, `.empty.filtered`,
   * `.table.caption` and `.columns.<field>`
   */
  texts: string
  filters: readonly ListFilterDefinition[]
  /** the fields the server sorts by (empty: the list comes in the server's one order) */
  sortFields: readonly string[]
  /** the order a list opens in (null when it is not sorted) */
  defaultSort: { field: string; direction: SortDirection } | null
  /** fields whose first sort is from the highest down (dates: newest first); others start ascending */
  descendingFirst?: readonly string[]
  /** the page sizes offered, the first one the default (LIST_PAGE_SIZES on every screen: docs/design-guide.md) */
  pageSizes: readonly number[] | null
  /**
   * the API answers the whole list at once (a short catalogue): the list module sorts and pages it in the
   * browser, so that turning a page asks the server nothing; otherwise the server sorts and pages
   */
  answeredWhole?: boolean
}

/** The page sizes of every list screen, the first the default (docs/design-guide.md, "Lists"). */
export const LIST_PAGE_SIZES = [25, 50, 100] as const

/** The page size of an unpaged list (the grid's own largest page: the community edition's cap). */
export const UNPAGED_PAGE_SIZE = 100

import {
  listQueryFromUrl,
  listQueryToUrl,
  listSearchOf,
  urlQueryOf,
  withListQuery
} from '@/shared/ui/list/model/listUrl'
import type { UrlQuery } from '@/shared/ui/list/model/listUrl'

import { CAMPAIGNS_LIST, fromListQuery, type OverviewQuery, toListQuery } from './overviewQuery'

export type { UrlQuery }

/**
 * The overview's query as the address bar holds it (so that a reload, a shared link or coming back from a
 * campaign keeps the search, filters, order and page): the list module's rule, on the overview's definition.
 * Anything unknown or malformed is left at its default, never an error: an old bookmark still opens it.
 */
export const overviewQueryFromUrl = (url: UrlQuery): OverviewQuery =>
  fromListQuery(listQueryFromUrl(CAMPAIGNS_LIST, url))

/** The same from a search string (`window.location.search`), before the router knows it. */
export const overviewQueryFromSearch = (search: string): OverviewQuery =>
  overviewQueryFromUrl(urlQueryOf(search))

/** The overview's query for the address bar: the API's parameters without those at their default. */
export const overviewQueryToUrl = (query: OverviewQuery): Record<string, string> =>
  listQueryToUrl(CAMPAIGNS_LIST, toListQuery(query))

/** The same as a search string (`?q=…`, or '' for the defaults). */
export const overviewSearchOf = (query: OverviewQuery): string =>
  listSearchOf(CAMPAIGNS_LIST, toListQuery(query))

/** The address's search string with the overview's parameters set to the query; everyone else's stay. */
export const withOverviewQuery = (search: string, query: OverviewQuery): string =>
  withListQuery(CAMPAIGNS_LIST, search, toListQuery(query))

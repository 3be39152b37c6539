import { useRouter } from 'next/router'
import { useEffect, useMemo, useReducer, useState } from 'react'

import type { SourceFailure } from '@/shared/lists/listTypes'

import type { ListDefinition } from '../model/listDefinition'
import type { ListFailure } from '../model/listFailure'
import { type ListQuery, type ListQueryAction, reduceListQuery, toListParams } from '../model/listQuery'
import type { ListResult } from '../model/listResult'
import { givenParams } from '../model/listResult'
import { listQueryFromUrl } from '../model/listUrl'
import { pageOfWholeList } from '../model/pageOfWholeList'
import { useListAddress } from './useListAddress'

/** What useList reads of a list endpoint's `useQuery` (src/shared/data): its last answer, its request. */
interface ListQueryState<Row, Count, Extra> {
  /** the last answer, kept while a newer query runs or after it failed */
  data?: ListResult<Row, Count, Extra>
  error?: unknown
  isFetching: boolean
  refetch: () => unknown
}

/** A list endpoint of the data layer (`api.endpoints.<list>`), or anything with the same hook. */
export interface ListSource<Row, Count = never, Extra = null> {
  /** the endpoint's types (RTK Query's, type-only): the list's rows, counts and extra */
  Types: { ResultType: ListResult<Row, Count, Extra> }
  // (any endpoint's own argument type: the list's parameters, as toListParams builds them)
  useQuery: (
    params: never,
    options: { refetchOnMountOrArgChange: true; pollingInterval?: number }
  ) => ListQueryState<Row, Count, Extra>
}

export interface UseListOptions {
  /** parameters of the endpoint besides the query's (the list whose contacts are shown) */
  args?: Readonly<Record<string, string>>
  /** read again every so many ms (while the platform processes an import); 0 or absent: never */
  pollingInterval?: number
}

/** A list screen's state and query, as useList answers them (what ListScreen shows). */
export interface ListController<Row, Count = unknown, Extra = unknown> {
  /** the rows of the page shown (the last answer's while a newer query runs, or after it failed) */
  data: Row[]
  /** how many match the query; 1 until the first answer, so "no rows" means "none" only once it says 0 */
  total: number
  /** counts across the whole organisation (by role, by status…) */
  allData: Count[]
  /** what else the last answer said that the screen shows; null before the first answer */
  extra: Extra | null
  loading: boolean
  /** why the last request failed (the rows shown stay, stale); null once one succeeds */
  error: ListFailure | null
  /** when the rows shown were answered (ms since 1970); null before the first answer */
  updatedAt: number | null
  definition: ListDefinition
  query: ListQuery
  change: (action: ListQueryAction) => void
  /** the rows are known: some came, or the server said there are none (total starts at 1) */
  known: boolean
  /** the last page there is (1 for an unpaged list) */
  lastPage: number
  /** asks again with the same query (after a failure, on a timer, after an event) */
  retry: () => void
  /** why the rows' campaigns are missing from the last answer (its other columns are there); null: they are not */
  campaignsUnavailable: SourceFailure | null
}

/**
 * A list screen's query and data: the query starts from the address bar and is kept there (useListAddress);
 * every query asks the data layer's list endpoint (each query once, however many parts show it; a change that
 * invalidates the list reads it again); a list answered whole is sorted and paged here, turning a page asks
 * nothing; a failure keeps the last answer shown, said stale; a page left past the end (its last row removed)
 * moves to the last page there is.
 */
export function useList<Row, Count, Extra>(
  source: ListSource<Row, Count, Extra>,
  definition: ListDefinition,
  { args, pollingInterval }: UseListOptions = {}
): ListController<Row, Count, Extra> {
  const router = useRouter()
  const [query, change] = useReducer(
    (current: ListQuery, action: ListQueryAction) => reduceListQuery(definition, current, action),
    router.query,
    url => listQueryFromUrl(definition, url)
  )
  useListAddress(definition, query)
  const params = useMemo(
    () => ({ ...args, ...givenParams(toListParams(definition, query)) }),
    [args, definition, query]
  )
  const result = source.useQuery(params as never, { refetchOnMountOrArgChange: true, pollingInterval })

  // A failure stays said while the list is asked again, until an answer comes (the rows shown are then stale).
  const [error, setError] = useState<ListFailure | null>(null)
  const settled = (result.error as ListFailure | undefined) ?? null
  if (!result.isFetching && settled !== error) setError(settled)

  const answer = result.data
  const whole = useMemo(
    () => (definition.answeredWhole && answer ? pageOfWholeList(answer.rows, query) : null),
    [definition.answeredWhole, answer, query]
  )
  const data = whole?.rows ?? answer?.rows ?? []
  const total = whole?.total ?? answer?.total ?? 1
  const known = data.length > 0 || total === 0
  const lastPage = definition.pageSizes ? Math.max(1, Math.ceil(total / query.pageSize)) : 1
  // (Only once an answer came: `total` is 1 before, and a page from the address is not past the end yet.)
  const answered = answer !== undefined && !result.isFetching && !error
  const pastTheEnd = answered && data.length === 0 && total > 0 && query.page > lastPage
  useEffect(() => {
    if (pastTheEnd) change({ type: 'page', page: lastPage })
  }, [pastTheEnd, lastPage])

  const { refetch } = result
  return {
    data,
    total,
    allData: answer?.allData ?? [],
    extra: answer?.extra ?? null,
    loading: result.isFetching,
    error,
    updatedAt: answer?.at ?? null,
    definition,
    query,
    change,
    known,
    lastPage,
    retry: () => void refetch(),
    campaignsUnavailable: answer?.campaignsUnavailable ?? null
  }
}

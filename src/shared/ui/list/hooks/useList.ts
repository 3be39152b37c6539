import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useRouter } from 'next/router'
import { useEffect, useMemo, useReducer, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'

import type { ListState } from '../model/createListSlice'
import type { ListDefinition } from '../model/listDefinition'
import { type ListQuery, type ListQueryAction, reduceListQuery, toListParams } from '../model/listQuery'
import { listQueryFromUrl } from '../model/listUrl'
import { useListAddress } from './useListAddress'

/** What useList needs of a list's slice (createListSlice). */
export interface ListSource<Name extends string, Params, Count, Row, Extra = unknown> {
  name: Name
  select: (root: Record<Name, ListState<Row, Params, Count, Extra>>) => ListState<Row, Params, Count, Extra>
  // The thunk's own type is the slice's; here only "dispatch it, abort it" matters.
  fetchData: (params: Params) => unknown
}

/** A list screen's state and query, as useList answers them (what ListScreen shows). */
export interface ListController<Row, Count = unknown> extends ListState<Row, unknown, Count> {
  definition: ListDefinition
  query: ListQuery
  change: (action: ListQueryAction) => void
  /** the rows are known: some came, or the server said there are none (total starts at 1) */
  known: boolean
  /** the last page there is (1 for an unpaged list) */
  lastPage: number
  /** asks again with the same query (after a failure) */
  retry: () => void
}

/**
 * A list screen's query and data: the query starts from the address bar and is kept there (useListAddress);
 * every query (and every retry) asks the server once, a newer one aborting the one before; a page left past
 * the end (its last row removed) moves to the last page there is.
 */
export function useList<Name extends string, Params, Count, Row, Extra>(
  source: ListSource<Name, Params, Count, Row, Extra>,
  definition: ListDefinition,
  remember?: (search: string) => void
): ListController<Row, Count> {
  const router = useRouter()
  const [query, change] = useReducer(
    (current: ListQuery, action: ListQueryAction) => reduceListQuery(definition, current, action),
    router.query,
    url => listQueryFromUrl(definition, url)
  )
  useListAddress(definition, query, remember)
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const state = useSelector(source.select)
  const [attempt, setAttempt] = useState(0)
  const params = useMemo(() => toListParams(definition, query) as Params, [definition, query])

  const { fetchData } = source
  useEffect(() => {
    const request = dispatch(fetchData(params) as never) as { abort: () => void }
    return () => request.abort()
  }, [dispatch, fetchData, params, attempt])

  const known = state.data.length > 0 || state.total === 0
  const lastPage = definition.pageSizes ? Math.max(1, Math.ceil(state.total / query.pageSize)) : 1
  // (Only once an answer came: `total` is 1 before, and a page from the address is not past the end yet.)
  const answered = state.updatedAt !== null && !state.loading && !state.error
  const pastTheEnd = answered && state.data.length === 0 && state.total > 0 && query.page > lastPage
  useEffect(() => {
    if (pastTheEnd) change({ type: 'page', page: lastPage })
  }, [pastTheEnd, lastPage])

  return {
    ...state,
    definition,
    query,
    change,
    known,
    lastPage,
    retry: () => setAttempt(current => current + 1)
  }
}

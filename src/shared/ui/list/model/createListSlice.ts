import { type AsyncThunkAction, createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'

import type { ListFailure } from './listFailure'
import { type ChangeKind, type RecentChange, reconcileRows, recentChanges } from './recentChanges'

/**
 * A list's state: the spec's four fields (docs/access-control.md, "The lists": `data`, `total` 1 until the
 * first answer, `params` as the server applied them, `allData`) plus the request's.
 */
export interface ListState<Row, Params, Count, Extra = unknown> {
  /** the rows of the page shown */
  data: Row[]
  /** how many match the query; 1 until the first answer, so "no rows" means "none" only once it says 0 */
  total: number
  /** the parameters of the last list answered: a refetch after a change asks with these */
  params: Params
  /** counts across the whole organisation (by role, by status…) */
  allData: Count[]
  loading: boolean
  /** why the last request failed (the rows shown stay, stale); null once one succeeds */
  error: ListFailure | null
  /** when the rows shown were answered (ms since 1970); null before the first answer */
  updatedAt: number | null
  /** what else the last answer said that the screen shows (the slice's `extra`); null before the first answer */
  extra: Extra | null
}

/** What every list API answers besides its rows (which it names: `users`, `permissions`…). */
export interface ListAnswer<Params, Count> {
  total: number
  params?: Params
  allData: Count[]
}

export interface ListSliceOptions<Name extends string, Params, Answer, Row, Extra> {
  /** the state's key in the page's store, and the actions' prefix (`users/fetchData`) */
  name: Name
  /** the list's GET (given only the parameters worth sending), abortable; throws on failure */
  request: (params: Params, signal: AbortSignal) => Promise<Answer>
  /** the answer's rows */
  rows: (answer: Answer) => Row[]
  /** the failure behind an error the API functions threw (`failureOf` of src/features/auth) */
  failureOf: (error: unknown) => ListFailure
  /**
   * what else of an answer the screen keeps (what the person may do, the filter's choices…); `shown` passes
   * other rows of the list's kind through the same recent changes as the rows
   */
  extra?: (
    answer: Answer,
    shown: <R extends { id: string; version?: number }>(rows: readonly R[]) => R[]
  ) => Extra
  /**
   * the kind of the rows, when the platform lists it with a lag (recentChanges.ts): the rows this browser removed
   * in the last minute stay hidden, and a row it saved shows its newest version, whatever the listing says
   */
  recent?: ChangeKind
}

/** The parameters worth sending: the APIs take an empty or absent value as "not given". */
export const givenParams = <Params extends object>(params: Params): Params =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== null && value !== undefined && value !== '')
  ) as Params

/**
 * The one way a list screen fetches: a slice with the list's state and `fetchData(params)` (an answer replaces
 * the list; a newer query aborts the one before, and an aborted request changes nothing), and `refetching`
 * for the changes a screen sends (add, delete…): the change, then the list again with the last params.
 */
export function createListSlice<
  Name extends string,
  Params extends object,
  Answer extends ListAnswer<Params, unknown>,
  Row,
  Extra = null
>(options: ListSliceOptions<Name, Params, Answer, Row, Extra>) {
  type State = ListState<Row, Params, Answer['allData'][number], Extra>
  type ThunkConfig = { state: Record<Name, State>; rejectValue: ListFailure }
  const { name, request, rows, failureOf, extra, recent } = options
  type Fetched = { answer: Answer; at: number; changes: RecentChange[] }

  const initialState: State = {
    data: [],
    total: 1,
    params: {} as Params,
    allData: [],
    loading: false,
    error: null,
    updatedAt: null,
    extra: null
  }

  const fetchData = createAsyncThunk<Fetched, Params, ThunkConfig>(
    `${name}/fetchData`,
    async (params, { signal, rejectWithValue }) => {
      try {
        const answer = await request(givenParams(params), signal)
        return { answer, at: Date.now(), changes: recent ? recentChanges() : [] }
      } catch (error) {
        return rejectWithValue(failureOf(error))
      }
    }
  )

  // (Inside this generic function TypeScript cannot resolve the thunk's call signature, which depends on
  // Params; every screen's own Params resolves it.)
  const fetchList = fetchData as unknown as (params: Params) => AsyncThunkAction<Fetched, Params, ThunkConfig>

  /** A change sent to the API (`type` names its actions), then the list again with the last params. */
  const refetching = <Result, Arg>(type: string, send: (arg: Arg) => Promise<Result>) =>
    createAsyncThunk<Result, Arg, ThunkConfig>(
      `${name}/${type}`,
      async (arg, { dispatch, getState, rejectWithValue }) => {
        let answer: Result
        try {
          answer = await send(arg)
        } catch (error) {
          return rejectWithValue(failureOf(error))
        }
        await dispatch(fetchList(getState()[name].params))
        return answer
      }
    )

  const slice = createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: builder => {
      builder
        .addCase(fetchData.pending, state => {
          state.loading = true
        })
        .addCase(fetchData.fulfilled, (state, action: PayloadAction<Fetched, string, { arg: Params }>) => {
          const { answer, at, changes } = action.payload
          const shown = <R extends { id: string; version?: number }>(listed: readonly R[]) =>
            recent ? reconcileRows(listed, recent, changes) : { rows: [...listed], hidden: 0 }
          const own = shown(rows(answer) as (Row & { id: string })[])
          Object.assign(state, {
            data: own.rows,
            total: Math.max(0, answer.total - own.hidden),
            params: answer.params ?? action.meta.arg,
            allData: answer.allData,
            loading: false,
            error: null,
            updatedAt: at,
            extra: extra ? extra(answer, listed => shown(listed).rows) : null
          })
        })
        .addCase(fetchData.rejected, (state, action) => {
          // Aborted by a newer request, which is pending meanwhile: it decides what shows.
          if (action.meta.aborted) return
          state.loading = false
          state.error = action.payload ?? failureOf(action.error.message)
        })
    }
  })

  return {
    name,
    initialState,
    reducer: slice.reducer,
    fetchData,
    refetching,
    /** the list's state in the page's store */
    select: (root: Record<Name, State>) => root[name]
  }
}

import type { CampaignsJoin, SourceFailure } from '@/shared/lists/listTypes'

import { type ChangeKind, reconcileRows, recentChanges } from './recentChanges'

/**
 * What a list API answers besides its rows (which it names: `users`, `permissions`…): how many match and the
 * counts across the organisation; an API that answers its whole (short) list says neither.
 */
export interface ListAnswer<Count> {
  total?: number
  allData?: Count[]
}

/**
 * A list's answer as the data layer keeps it (the spec's fields, docs/access-control.md "The lists"): the rows of
 * the page, how many match, the counts across the organisation, what else the screen shows, and when it came.
 */
export interface ListResult<Row, Count = never, Extra = null> {
  rows: Row[]
  /** how many match the query (the rows this browser removed in the last minute left out) */
  total: number
  /** counts across the whole organisation (by role, by status…) */
  allData: Count[]
  /** what else of the answer the screen keeps (what the person may do, the filter's choices…) */
  extra: Extra | null
  /** when it was answered (ms since 1970) */
  at: number
  /** the campaigns the rows are joined with could not be read (the rows are there, their campaigns not) */
  campaignsUnavailable?: SourceFailure
}

type Versioned = { id: string; version?: number }

export interface ListResponseOptions<Answer, Arg, Row, Extra> {
  /** the answer's rows (for a whole list: those the query's search keeps) */
  rows: (answer: Answer, arg: Arg) => Row[]
  /** what else of an answer the screen keeps; `shown` passes other rows of the list's kind through the same recent changes */
  extra?: (answer: Answer, shown: <R extends Versioned>(rows: readonly R[]) => R[]) => Extra
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

type CountOf<Answer> = Answer extends { allData: (infer Count)[] } ? Count : never

/** The answer's mark that its campaigns are missing, kept as it is (absent when they were read). */
const campaignsJoinOf = (answer: object): CampaignsJoin => {
  const { campaignsUnavailable } = answer as CampaignsJoin
  return campaignsUnavailable ? { campaignsUnavailable } : {}
}

/**
 * A list endpoint's `transformResponse`: the answer as a `ListResult`, reconciled with this browser's recent
 * changes at the moment it arrives.
 */
export function listResponse<Answer extends object, Row, Arg = unknown, Extra = null>({
  rows,
  extra,
  recent
}: ListResponseOptions<Answer, Arg, Row, Extra>) {
  return (answer: Answer, _meta: unknown, arg: Arg): ListResult<Row, CountOf<Answer>, Extra> => {
    const changes = recent ? recentChanges() : []
    const shown = <R extends Versioned>(listed: readonly R[]) =>
      recent ? reconcileRows(listed, recent, changes) : { rows: [...listed], hidden: 0 }
    const listed = rows(answer, arg)
    const own = shown(listed as (Row & Versioned)[])
    const { total, allData } = answer as ListAnswer<CountOf<Answer>>
    return {
      rows: own.rows,
      total: Math.max(0, (total ?? listed.length) - own.hidden),
      allData: allData ?? [],
      extra: extra ? extra(answer, others => shown(others).rows) : null,
      at: Date.now(),
      ...campaignsJoinOf(answer)
    }
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/**
 * The rows of a list the API answers whole (short, unsorted) that a search keeps, by name: a row matches when
 * its texts hold every word of the search, whatever their case and accents.
 */
export function searchedByName<Row extends { name: string }>(
  rows: readonly Row[],
  q: string | undefined,
  texts: (row: Row) => readonly string[]
): Row[] {
  const words = q ? fold(q).split(/\s+/).filter(Boolean) : []
  return rows
    .filter(row => {
      const text = fold(texts(row).join(' '))
      return words.every(word => text.includes(word))
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

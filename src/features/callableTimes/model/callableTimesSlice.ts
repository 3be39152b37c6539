import { failureOf } from '@/features/sessionApi'
import type { CallableTimeSetRow, ScheduleCapabilities } from '@/shared/schedules/scheduleTypes'
import { createListSlice, type ListState } from '@/shared/ui/list'

import { requestCallableTimeSets } from '../api/callableTimesApi'

export interface CallableTimeSetsParams {
  q?: string
}

/** What the screen keeps of an answer besides its rows: every set (the "right now" summary) and capabilities. */
export interface CallableTimesExtra {
  all: CallableTimeSetRow[]
  capabilities: ScheduleCapabilities
}

/** A name matches a search when it holds every word of it, whatever their case and accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
export const matchesSearch = (row: CallableTimeSetRow, q: string | undefined) =>
  !q ||
  fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every(word => fold([row.name, ...row.callableTimes.map(zone => zone.timeZone)].join(' ')).includes(word))

/**
 * GET /api/callable-time-sets as a list answer: the API answers the whole (short) list, unpaged and unsorted;
 * the search narrows it here, by name or zone.
 */
export async function requestCallableTimeSetsList(params: CallableTimeSetsParams, signal: AbortSignal) {
  const answer = await requestCallableTimeSets(signal)
  const rows = [...answer.callableTimeSets]
    .filter(row => matchesSearch(row, params.q))
    .sort((a, b) => a.name.localeCompare(b.name))
  return {
    rows,
    all: answer.callableTimeSets,
    capabilities: answer.capabilities,
    total: rows.length,
    allData: [] as never[]
  }
}

/** The callable time sets (GET /api/callable-time-sets): an answer replaces the list. */
export const callableTimesList = createListSlice({
  name: 'callableTimes',
  request: requestCallableTimeSetsList,
  rows: answer => answer.rows,
  extra: (answer, shown): CallableTimesExtra => ({
    all: shown(answer.all),
    capabilities: answer.capabilities
  }),
  failureOf,
  recent: 'callableTimeSet'
})
export type CallableTimesState = ListState<
  CallableTimeSetRow,
  CallableTimeSetsParams,
  never,
  CallableTimesExtra
>

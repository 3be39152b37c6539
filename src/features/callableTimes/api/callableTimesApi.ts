import { api, onSuccess } from '@/shared/data'
import type {
  CallableTimeSetDefinition,
  CallableTimeSetRow,
  CallableTimeSetsAnswer,
  ScheduleCapabilities
} from '@/shared/schedules/scheduleTypes'
import { type ListResult, listResponse, searchedByName } from '@/shared/ui/list'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

const URL = '/api/callable-time-sets'
const setUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`
const SETS = ['CallableTimeSets'] as const

export interface CallableTimeSetsParams {
  q?: string
}

/** What the screen keeps of an answer besides its rows: every set (the "right now" summary) and capabilities. */
export interface CallableTimesExtra {
  all: CallableTimeSetRow[]
  capabilities: ScheduleCapabilities
}

/**
 * The callable time sets in the data layer (docs/schedules.md). The API answers the whole (short) list,
 * unpaged and unsorted: the search narrows it here, by name or zone. A change reads the list again once it
 * succeeded, and listings that lag behind show it as done (recentChanges.ts).
 */
export const callableTimesApi = api.enhanceEndpoints({ addTagTypes: SETS }).injectEndpoints({
  endpoints: build => ({
    /** GET /api/callable-time-sets: every set of the organisation, with the campaigns that use it. */
    callableTimeSets: build.query<
      ListResult<CallableTimeSetRow, never, CallableTimesExtra>,
      CallableTimeSetsParams
    >({
      query: () => ({ method: 'GET', url: URL }),
      transformResponse: listResponse({
        rows: (answer: CallableTimeSetsAnswer, { q }: CallableTimeSetsParams) =>
          searchedByName(answer.callableTimeSets, q, row => [
            row.name,
            ...row.callableTimes.map(zone => zone.timeZone)
          ]),
        extra: (answer, shown): CallableTimesExtra => ({
          all: shown(answer.callableTimeSets),
          capabilities: answer.capabilities
        }),
        recent: 'callableTimeSet'
      }),
      providesTags: SETS
    }),
    /** POST /api/callable-time-sets `{data: definition}`: the new set. */
    createCallableTimeSet: build.mutation<CallableTimeSetRow, CallableTimeSetDefinition>({
      query: definition => ({ method: 'POST', url: URL, data: definition }),
      invalidatesTags: onSuccess(SETS)
    }),
    /** PUT /api/callable-time-sets/{id} `{data: {...definition, version}}`: the set as stored now (409 when stale). */
    updateCallableTimeSet: build.mutation<
      CallableTimeSetRow,
      { id: string; definition: CallableTimeSetDefinition; version: number }
    >({
      query: ({ id, definition, version }) => ({
        method: 'PUT',
        url: setUrl(id),
        data: { ...definition, version }
      }),
      transformResponse: (row: CallableTimeSetRow) => {
        noteSaved('callableTimeSet', row.id, row.version, { ...row })
        return row
      },
      invalidatesTags: onSuccess(SETS)
    }),
    /**
     * DELETE /api/callable-time-sets/{id} (409 `callableTimeSet.in_use` while campaigns use it, naming them). The
     * server takes no other parameter (docs/schedules.md): the platform deletes a set whatever its version.
     */
    deleteCallableTimeSet: build.mutation<unknown, string>({
      query: id => ({ method: 'DELETE', url: setUrl(id) }),
      transformResponse: (answer: unknown, _meta, id) => {
        noteRemoved('callableTimeSet', id)
        return answer ?? null
      },
      invalidatesTags: onSuccess(SETS)
    })
  })
})

export const {
  useCreateCallableTimeSetMutation,
  useDeleteCallableTimeSetMutation,
  useLazyCallableTimeSetsQuery,
  useUpdateCallableTimeSetMutation
} = callableTimesApi

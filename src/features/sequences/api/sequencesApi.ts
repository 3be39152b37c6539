import { api, onSuccess } from '@/shared/data'
import type {
  SequenceDefinition,
  SequenceRow,
  SequencesAnswer,
  SequenceStatus
} from '@/shared/schedules/scheduleTypes'
import { type ListResult, listResponse, searchedByName } from '@/shared/ui/list'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

const URL = '/api/sequences'
const sequenceUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`
const SEQUENCES = ['Sequences'] as const

export interface SequencesParams {
  q?: string
}

/** What the screen keeps of an answer besides its rows: the campaigns a sequence may hold, capabilities. */
export type SequencesExtra = Pick<SequencesAnswer, 'campaigns' | 'capabilities'>

/** A sequence this browser saved: listings that lag behind show it as saved (recentChanges.ts). */
const saved = (row: SequenceRow) => {
  noteSaved('sequence', row.id, row.version, { ...row })
  return row
}

/**
 * The sequences in the data layer (docs/schedules.md). The API answers the whole list: the search narrows it
 * here, by its name or its campaigns' names. A change reads the list again once it succeeded.
 */
export const sequencesApi = api.enhanceEndpoints({ addTagTypes: SEQUENCES }).injectEndpoints({
  endpoints: build => ({
    /** GET /api/sequences: every sequence, the campaigns a sequence may hold, what the person may do. */
    sequences: build.query<ListResult<SequenceRow, never, SequencesExtra>, SequencesParams>({
      query: () => ({ method: 'GET', url: URL }),
      transformResponse: listResponse({
        rows: (answer: SequencesAnswer, { q }: SequencesParams) =>
          searchedByName(answer.sequences, q, row => [
            row.name,
            ...row.campaigns.map(campaign => campaign.name)
          ]),
        extra: (answer): SequencesExtra => ({
          campaigns: answer.campaigns,
          capabilities: answer.capabilities
        }),
        recent: 'sequence'
      }),
      providesTags: SEQUENCES
    }),
    /** POST /api/sequences `{data: definition}`: the new sequence. */
    createSequence: build.mutation<SequenceRow, SequenceDefinition>({
      query: definition => ({ method: 'POST', url: URL, data: definition }),
      invalidatesTags: onSuccess(SEQUENCES)
    }),
    /** PUT /api/sequences/{id} `{data: {...definition, version}}`: the sequence as stored now (409 when stale). */
    updateSequence: build.mutation<
      SequenceRow,
      { id: string; definition: SequenceDefinition; version: number }
    >({
      query: ({ id, definition, version }) => ({
        method: 'PUT',
        url: sequenceUrl(id),
        data: { ...definition, version }
      }),
      transformResponse: saved,
      invalidatesTags: onSuccess(SEQUENCES)
    }),
    /** DELETE /api/sequences/{id}; listings that lag behind no longer show it here (recentChanges.ts). */
    deleteSequence: build.mutation<unknown, string>({
      query: id => ({ method: 'DELETE', url: sequenceUrl(id) }),
      transformResponse: (answer: unknown, _meta, id) => {
        noteRemoved('sequence', id)
        return answer ?? null
      },
      invalidatesTags: onSuccess(SEQUENCES)
    }),
    /** POST /api/sequences/{id}/status `{data: {status}}`: start (`on`) or stop (`off`) a sequence. */
    setSequenceStatus: build.mutation<
      SequenceRow,
      { id: string; status: Extract<SequenceStatus, 'on' | 'off'> }
    >({
      query: ({ id, status }) => ({ method: 'POST', url: `${sequenceUrl(id)}/status`, data: { status } }),
      transformResponse: saved,
      invalidatesTags: onSuccess(SEQUENCES)
    })
  })
})

export const {
  useCreateSequenceMutation,
  useDeleteSequenceMutation,
  useLazySequencesQuery,
  useSetSequenceStatusMutation,
  useUpdateSequenceMutation
} = sequencesApi

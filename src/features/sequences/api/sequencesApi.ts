import { sessionRequest } from '@/features/sessionApi'
import type {
  SequenceDefinition,
  SequenceRow,
  SequencesAnswer,
  SequenceStatus
} from '@/shared/schedules/scheduleTypes'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

const URL = '/api/sequences'
const sequenceUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`

/** GET /api/sequences: every sequence, the campaigns a sequence may hold, what the person may do. */
export const requestSequences = (signal?: AbortSignal) =>
  sessionRequest<SequencesAnswer>({ method: 'GET', url: URL, signal })

/** A sequence this browser saved: listings that lag behind show it as saved (recentChanges.ts). */
const saved = (row: SequenceRow) => {
  noteSaved('sequence', row.id, row.version, { ...row })
  return row
}

/** POST /api/sequences `{data: definition}`: the new sequence. */
export const requestCreateSequence = (definition: SequenceDefinition) =>
  sessionRequest<SequenceRow>({ method: 'POST', url: URL, data: definition })

/** PUT /api/sequences/{id} `{data: {...definition, version}}`: the sequence as stored now (409 when stale). */
export const requestUpdateSequence = (id: string, definition: SequenceDefinition, version: number) =>
  sessionRequest<SequenceRow>({ method: 'PUT', url: sequenceUrl(id), data: { ...definition, version } }).then(
    saved
  )

/** DELETE /api/sequences/{id}; listings that lag behind no longer show it here (recentChanges.ts). */
export const requestDeleteSequence = (id: string) =>
  sessionRequest<unknown>({ method: 'DELETE', url: sequenceUrl(id) }).then(answer => {
    noteRemoved('sequence', id)
    return answer
  })

/** POST /api/sequences/{id}/status `{data: {status}}`: start (`on`) or stop (`off`) a sequence. */
export const requestSequenceStatus = (id: string, status: Extract<SequenceStatus, 'on' | 'off'>) =>
  sessionRequest<SequenceRow>({ method: 'POST', url: `${sequenceUrl(id)}/status`, data: { status } }).then(
    saved
  )

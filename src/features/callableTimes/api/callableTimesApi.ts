import { sessionRequest } from '@/features/sessionApi'
import type {
  CallableTimeSetDefinition,
  CallableTimeSetRow,
  CallableTimeSetsAnswer
} from '@/shared/schedules/scheduleTypes'
import { noteRemoved, noteSaved } from '@/shared/ui/list/model/recentChanges'

const URL = '/api/callable-time-sets'
const setUrl = (id: string) => `${URL}/${encodeURIComponent(id)}`

/** GET /api/callable-time-sets: every set of the organisation, with the campaigns that use it. */
export const requestCallableTimeSets = (signal?: AbortSignal) =>
  sessionRequest<CallableTimeSetsAnswer>({ method: 'GET', url: URL, signal })

/** POST /api/callable-time-sets `{data: definition}`: the new set. */
export const requestCreateCallableTimeSet = (definition: CallableTimeSetDefinition) =>
  sessionRequest<CallableTimeSetRow>({ method: 'POST', url: URL, data: definition })

/** PUT /api/callable-time-sets/{id} `{data: {...definition, version}}`: the set as stored now (409 when stale). */
export const requestUpdateCallableTimeSet = (
  id: string,
  definition: CallableTimeSetDefinition,
  version: number
) =>
  sessionRequest<CallableTimeSetRow>({
    method: 'PUT',
    url: setUrl(id),
    data: { ...definition, version }
  }).then(row => {
    // listings that lag behind show it as saved (recentChanges.ts)
    noteSaved('callableTimeSet', row.id, row.version, { ...row })
    return row
  })

/**
 * DELETE /api/callable-time-sets/{id} (409 `callableTimeSet.in_use` while campaigns use it, naming them). The
 * server takes no other parameter (docs/schedules.md): the platform deletes a set whatever its version.
 */
export const requestDeleteCallableTimeSet = (id: string) =>
  sessionRequest<unknown>({ method: 'DELETE', url: setUrl(id) }).then(answer => {
    noteRemoved('callableTimeSet', id)
    return answer
  })

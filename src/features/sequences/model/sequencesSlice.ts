import { failureOf } from '@/features/sessionApi'
import type { SequenceRow, SequencesAnswer } from '@/shared/schedules/scheduleTypes'
import { createListSlice } from '@/shared/ui/list'

import { requestSequences } from '../api/sequencesApi'

export interface SequencesParams {
  q?: string
}

/** What the screen keeps of an answer besides its rows: the campaigns a sequence may hold, capabilities. */
export type SequencesExtra = Pick<SequencesAnswer, 'campaigns' | 'capabilities'>

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()

/** A sequence matches a search when its name or its campaigns' names hold every word of it. */
export const matchesSearch = (row: SequenceRow, q: string | undefined) =>
  !q ||
  fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every(word => fold([row.name, ...row.campaigns.map(campaign => campaign.name)].join(' ')).includes(word))

/** GET /api/sequences as a list answer: the whole list, searched here, by name. */
export async function requestSequencesList(params: SequencesParams, signal: AbortSignal) {
  const answer = await requestSequences(signal)
  const rows = answer.sequences
    .filter(row => matchesSearch(row, params.q))
    .sort((a, b) => a.name.localeCompare(b.name))
  return {
    rows,
    campaigns: answer.campaigns,
    capabilities: answer.capabilities,
    total: rows.length,
    allData: [] as never[]
  }
}

/** The sequences (GET /api/sequences): an answer replaces the list. */
export const sequencesList = createListSlice({
  name: 'sequences',
  request: requestSequencesList,
  rows: answer => answer.rows,
  extra: (answer): SequencesExtra => ({ campaigns: answer.campaigns, capabilities: answer.capabilities }),
  failureOf,
  recent: 'sequence'
})

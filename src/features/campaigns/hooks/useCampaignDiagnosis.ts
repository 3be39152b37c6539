import { useCallback, useMemo } from 'react'

import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis } from '@/shared/campaigns/performanceTypes'
import { type DataFailure, useDataSelector } from '@/shared/data'

import { readCampaignDiagnosis, selectCampaignDiagnosis } from '../api/campaignsApi'
import { useEndpointReads } from './useEndpointReads'
import { type LoadOutcome, useLiveRefresh } from './useLiveRefresh'

/** How often the diagnosis of a campaign that is on is asked again while the tab is visible. */
export const DIAGNOSIS_INTERVAL_MS = 30_000

/** Whether a campaign in this status is diagnosed at all: on (is it dialing?) or invalid (why not?). */
export const isDiagnosed = (status: CampaignStatus): boolean => status === 'on' || status === 'invalid'

export interface CampaignDiagnosisState {
  /** the campaign is diagnosed (on or invalid): the panel shows */
  enabled: boolean
  /** the last good answer for this campaign and status (kept when a reload fails) */
  diagnosis: CampaignDiagnosis | null
  /** why the last load failed, null once one succeeds */
  error: DataFailure | null
  /** the answer shown is older than the last try, which failed */
  stale: boolean
  reload: () => void
}

/**
 * Why a campaign is (not) dialing (GET /api/campaigns/:id/diagnosis): loaded when the campaign is on or
 * invalid (its status as the page last read it), again every 30 s while it is on and the tab is visible, and
 * at once when the page's status changes. A reload that fails keeps the last good answer and says it is stale.
 */
export function useCampaignDiagnosis(id: string, status: CampaignStatus): CampaignDiagnosisState {
  const enabled = isDiagnosed(status)
  const key = `${id}:${status}`
  const { read, settled } = useEndpointReads()
  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> =>
      enabled ? read(readCampaignDiagnosis(id, status), signal, key) : null,
    [enabled, id, status, key, read]
  )
  const { refreshNow } = useLiveRefresh(load, {
    key,
    live: status === 'on',
    intervalMs: DIAGNOSIS_INTERVAL_MS
  })

  // What was read, or last tried, for another status is not this one's answer.
  const answer = useDataSelector(useMemo(() => selectCampaignDiagnosis(id), [id]))
  const mine = enabled && (settled === null || settled.key === key)
  const diagnosis = mine && answer?.status === status ? answer.diagnosis : null
  const error = mine ? (settled?.error ?? null) : null
  return {
    enabled,
    diagnosis,
    error,
    stale: diagnosis !== null && error !== null,
    reload: refreshNow
  }
}

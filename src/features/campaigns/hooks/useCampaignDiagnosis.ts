import { useCallback, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type { CampaignStatus } from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis } from '@/shared/campaigns/performanceTypes'

import { requestCampaignDiagnosis } from '../api/campaignsApi'
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
  error: ApiFailure | null
  /** the answer shown is older than the last try, which failed */
  stale: boolean
  reload: () => void
}

interface Held {
  key: string
  diagnosis: CampaignDiagnosis | null
  error: ApiFailure | null
}

/**
 * Why a campaign is (not) dialing (GET /api/campaigns/:id/diagnosis): loaded when the campaign is on or
 * invalid (its status as the page last read it), again every 30 s while it is on and the tab is visible, and
 * at once when the page's status changes. A reload that fails keeps the last good answer and says it is stale.
 */
export function useCampaignDiagnosis(id: string, status: CampaignStatus): CampaignDiagnosisState {
  const enabled = isDiagnosed(status)
  const key = `${id}:${status}`
  const [held, setHeld] = useState<Held>({ key, diagnosis: null, error: null })

  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> => {
      if (!enabled) return null
      try {
        const diagnosis = await requestCampaignDiagnosis(id, signal)
        setHeld({ key, diagnosis, error: null })
        return null
      } catch (caught) {
        if (signal.aborted) return { status: null, code: 'aborted', message: '' }
        const error = failureOf(caught)
        setHeld(before => ({ key, diagnosis: before.key === key ? before.diagnosis : null, error }))
        return error
      }
    },
    [enabled, id, key]
  )
  const { refreshNow } = useLiveRefresh(load, {
    key,
    live: status === 'on',
    intervalMs: DIAGNOSIS_INTERVAL_MS
  })

  // What was held for another campaign or status is not this one's answer.
  const current = held.key === key ? held : { diagnosis: null, error: null }
  return {
    enabled,
    diagnosis: enabled ? current.diagnosis : null,
    error: enabled ? current.error : null,
    stale: enabled && current.diagnosis !== null && current.error !== null,
    reload: refreshNow
  }
}

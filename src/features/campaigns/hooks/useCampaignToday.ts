import { useCallback, useMemo } from 'react'

import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'
import { type DataFailure, useDataSelector } from '@/shared/data'

import { readCampaignToday, selectCampaignToday } from '../api/campaignsApi'
import { useEndpointReads } from './useEndpointReads'
import { useLiveRefresh } from './useLiveRefresh'

/** How often "Today at a glance" asks again while the campaign is active and the tab visible. */
export const TODAY_REFRESH_MS = 60_000

export interface CampaignTodayState {
  /** the last good answer (kept when a later load fails); null until one arrived */
  data: CampaignToday | null
  /** why the last load failed (null once one succeeds): with `data`, what is shown is stale */
  error: DataFailure | null
  /**
   * When the events shown were read, when they are older than `data` (the last answer could not read the
   * event log, an earlier one could: its events are kept); null when they are the answer's own.
   */
  eventsReadAt: string | null
  /** the same for the calls per interval (the last answer could not read the platform's analytics) */
  activityReadAt: string | null
  /** true until the first answer or failure */
  loading: boolean
  refreshNow: () => void
}

/**
 * A campaign's last 24 hours (GET /api/campaigns/:id/today): loaded when the page opens, then every minute while
 * the campaign is active and the tab is visible (useLiveRefresh: paused while hidden, backing off on failures).
 * A failed load keeps the last good answer and says so (`error`); an answer whose event log (or analytics) could
 * not be read keeps the events (or calls) of an earlier one (`eventsReadAt`, `activityReadAt`).
 */
export function useCampaignToday(id: string, active: boolean): CampaignTodayState {
  const { read, settled } = useEndpointReads()
  const load = useCallback((signal: AbortSignal) => read(readCampaignToday(id), signal, id), [read, id])
  const { refreshNow } = useLiveRefresh(load, { key: id, live: active, intervalMs: TODAY_REFRESH_MS })

  const data = useDataSelector(useMemo(() => selectCampaignToday(id), [id]))
  const error = settled?.key === id ? settled.error : null
  return {
    data,
    error,
    eventsReadAt: data?.eventsReadAt ?? null,
    activityReadAt: data?.activityReadAt ?? null,
    loading: data === null && error === null,
    refreshNow
  }
}

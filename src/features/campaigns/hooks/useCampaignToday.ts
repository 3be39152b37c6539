import { useCallback, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'

import { requestCampaignToday } from '../api/campaignsApi'
import { type LoadOutcome, useLiveRefresh } from './useLiveRefresh'

/** How often "Today at a glance" asks again while the campaign is active and the tab visible. */
export const TODAY_REFRESH_MS = 60_000

export interface CampaignTodayState {
  /** the last good answer (kept when a later load fails); null until one arrived */
  data: CampaignToday | null
  /** why the last load failed (null once one succeeds): with `data`, what is shown is stale */
  error: ApiFailure | null
  /**
   * When the events shown were read, when they are older than `data` (the last answer could not read the
   * event log, an earlier one could: its events are kept); null when they are the answer's own.
   */
  eventsReadAt: string | null
  /** true until the first answer or failure */
  loading: boolean
  refreshNow: () => void
}

interface Loaded {
  id: string
  data: CampaignToday | null
  error: ApiFailure | null
  eventsReadAt: string | null
}

/**
 * A campaign's last 24 hours (GET /api/campaigns/:id/today): loaded when the page opens, then every minute while
 * the campaign is active and the tab is visible (useLiveRefresh: paused while hidden, backing off on failures).
 * A failed load keeps the last good answer and says so (`error`); an answer whose event log could not be read
 * keeps the events of an earlier one (`eventsReadAt`).
 */
export function useCampaignToday(id: string, active: boolean): CampaignTodayState {
  const [loaded, setLoaded] = useState<Loaded>({ id, data: null, error: null, eventsReadAt: null })

  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> => {
      try {
        const data = await requestCampaignToday(id, signal)
        setLoaded(before => {
          const previous = before.id === id ? before : null
          const keepEvents =
            data.events === null && data.eventsUnavailable === 'failed' && previous?.data?.events != null
          if (!keepEvents) return { id, data, error: null, eventsReadAt: null }
          return {
            id,
            data: { ...data, events: previous.data!.events, eventsUnavailable: null },
            error: null,
            eventsReadAt: previous.eventsReadAt ?? previous.data!.to
          }
        })
        return null
      } catch (caught) {
        const failure = failureOf(caught)
        if (failure.code !== 'aborted')
          setLoaded(before =>
            before.id === id
              ? { ...before, error: failure }
              : { id, data: null, error: failure, eventsReadAt: null }
          )
        return failure
      }
    },
    [id]
  )
  const { refreshNow } = useLiveRefresh(load, { key: id, live: active, intervalMs: TODAY_REFRESH_MS })

  const mine = loaded.id === id ? loaded : null
  return {
    data: mine?.data ?? null,
    error: mine?.error ?? null,
    eventsReadAt: mine?.eventsReadAt ?? null,
    loading: !mine || (mine.data === null && mine.error === null),
    refreshNow
  }
}

import { useCallback, useEffect, useRef, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import { recentChanges } from '@/shared/ui/list/model/recentChanges'

import { requestSchedules } from '../api/schedulesApi'
import { schedulesWithRecentChanges } from '../model/schedulesWithRecentChanges'

/**
 * How often the statuses and schedules are asked again while the page is shown and the platform's events do
 * not arrive (no channel, or more campaigns than one channel's topics can follow).
 */
export const REFRESH_MS = 30_000
/**
 * While events arrive for every campaign, only what the platform does not push is asked for: a schedule
 * deleted by someone else, a campaign created meanwhile.
 */
export const LIVE_REFRESH_MS = 5 * 60_000

export interface SchedulesData {
  answer: SchedulesAnswer | null
  /** the last load's failure (the answer before it, if any, stays shown) */
  error: ApiFailure | null
  /** a load asked by the person is under way (not a refresh) */
  loading: boolean
  updatedAt: number | null
  /** load again now (Retry, reload the latest) */
  reload: () => Promise<void>
  /** load again quietly (a change pushed by the platform): what is shown stays until the answer */
  refresh: () => Promise<void>
  /** a campaign as a change answered it */
  replaceCampaign: (campaign: ScheduledCampaign) => void
  /** a campaign's status, as the platform pushed it */
  setStatus: (id: string, status: ScheduledCampaign['status']) => void
  /** how long the next refresh waits (REFRESH_MS or LIVE_REFRESH_MS); from the next one on */
  refreshEvery: (ms: number) => void
}

/**
 * GET /api/schedules at once, then again every 30 s (every 5 min while live) while the page is visible (after
 * each answer, never stacked); a failure keeps what was shown. A change's answer replaces its campaign at once,
 * and the refreshes after it keep it even while the platform's listing still lags behind it.
 */
export function useSchedules(): SchedulesData {
  const [answer, setAnswer] = useState<SchedulesAnswer | null>(null)
  const [error, setError] = useState<ApiFailure | null>(null)
  const [loading, setLoading] = useState(true)
  const [updatedAt, setUpdatedAt] = useState<number | null>(null)
  const inFlight = useRef<AbortController | null>(null)
  const refreshMs = useRef(REFRESH_MS)

  const load = useCallback(async (shown: boolean) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    if (shown) setLoading(true)
    try {
      const next = await requestSchedules(controller.signal)
      if (controller.signal.aborted) return
      // what this browser deleted or saved in the last minute, over a listing that may lag behind it
      setAnswer(schedulesWithRecentChanges(next, recentChanges()))
      setError(null)
      setUpdatedAt(Date.now())
    } catch (caught) {
      const failure = failureOf(caught)
      if (controller.signal.aborted || failure.code === 'aborted') return
      setError(failure)
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null
        setLoading(false)
      }
    }
  }, [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const tick = async (shown: boolean) => {
      clearTimeout(timer)
      await load(shown)
      if (!stopped)
        timer = setTimeout(
          () => void (document.visibilityState === 'visible' && tick(false)),
          refreshMs.current
        )
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick(false)
    }
    void tick(true)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      inFlight.current?.abort()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [load])

  const reload = useCallback(() => load(true), [load])
  const refresh = useCallback(() => load(false), [load])
  const replaceCampaign = useCallback((campaign: ScheduledCampaign) => {
    setAnswer(
      current =>
        current && {
          ...current,
          campaigns: current.campaigns.map(one => (one.id === campaign.id ? campaign : one))
        }
    )
  }, [])
  const setStatus = useCallback((id: string, status: ScheduledCampaign['status']) => {
    setAnswer(current => {
      if (!current?.campaigns.some(one => one.id === id && one.status !== status)) return current
      return {
        ...current,
        campaigns: current.campaigns.map(one => (one.id === id ? { ...one, status } : one))
      }
    })
  }, [])
  const refreshEvery = useCallback((ms: number) => {
    refreshMs.current = ms
  }, [])
  return { answer, error, loading, updatedAt, reload, refresh, replaceCampaign, setStatus, refreshEvery }
}

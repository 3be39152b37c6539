import { useCallback, useEffect, useRef, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/auth'
import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'

import { requestSchedules } from '../api/schedulesApi'

/** How often the statuses and schedules are asked again while the page is shown (a wall screen stays live). */
export const REFRESH_MS = 30_000

export interface SchedulesData {
  answer: SchedulesAnswer | null
  /** the last load's failure (the answer before it, if any, stays shown) */
  error: ApiFailure | null
  /** a load asked by the person is under way (not a refresh) */
  loading: boolean
  updatedAt: number | null
  /** load again now (Retry, reload the latest) */
  reload: () => Promise<void>
  /** a campaign as a change answered it */
  replaceCampaign: (campaign: ScheduledCampaign) => void
}

/**
 * GET /api/schedules at once, then again every 30 s while the page is visible (after each answer, never
 * stacked); a failure keeps what was shown. A change's answer replaces its campaign at once.
 */
export function useSchedules(): SchedulesData {
  const [answer, setAnswer] = useState<SchedulesAnswer | null>(null)
  const [error, setError] = useState<ApiFailure | null>(null)
  const [loading, setLoading] = useState(true)
  const [updatedAt, setUpdatedAt] = useState<number | null>(null)
  const inFlight = useRef<AbortController | null>(null)

  const load = useCallback(async (shown: boolean) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    if (shown) setLoading(true)
    try {
      const next = await requestSchedules(controller.signal)
      if (controller.signal.aborted) return
      setAnswer(next)
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
        timer = setTimeout(() => void (document.visibilityState === 'visible' && tick(false)), REFRESH_MS)
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
  const replaceCampaign = useCallback((campaign: ScheduledCampaign) => {
    setAnswer(
      current =>
        current && {
          ...current,
          campaigns: current.campaigns.map(one => (one.id === campaign.id ? campaign : one))
        }
    )
  }, [])
  return { answer, error, loading, updatedAt, reload, replaceCampaign }
}

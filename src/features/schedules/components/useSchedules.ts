import { useCallback, useEffect, useRef, useState } from 'react'

import { type DataFailure, failureOfData, useDataDispatch } from '@/shared/data'
import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'

import { statusLaidIn, useSchedulesQuery } from '../api/schedulesApi'

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
  /** the last read's failure (the answer before it, if any, stays shown) */
  error: DataFailure | null
  /** a read asked by the person is under way (not a refresh) */
  loading: boolean
  updatedAt: number | null
  /** read again now (Retry, reload the latest) */
  reload: () => Promise<void>
  /** read again quietly (a change pushed by the platform): what is shown stays until the answer */
  refresh: () => Promise<void>
  /** a campaign's status, as the platform pushed it */
  setStatus: (id: string, status: ScheduledCampaign['status']) => void
  /** how long the next refresh waits (REFRESH_MS or LIVE_REFRESH_MS); from the next one on */
  refreshEvery: (ms: number) => void
}

/**
 * The week from the data layer: read at once, then again every 30 s (every 5 min while live) while the page is
 * visible (after each answer, never stacked), and at once when the page is shown again; a failure keeps what was
 * shown. A change's answer, and a status the platform pushes, are laid into the week without a read.
 */
export function useSchedules(): SchedulesData {
  const dispatch = useDataDispatch()
  const { data, error, isFetching, isLoading, fulfilledTimeStamp, refetch } = useSchedulesQuery()
  const [asked, setAsked] = useState(0)
  const refreshMs = useRef(REFRESH_MS)

  const read = useCallback(async () => {
    const reading = refetch()
    const answered = await reading
    // a read already under way was joined, whose answer may predate what asked for this one: once more
    if (answered.requestId !== reading.requestId) await refetch()
  }, [refetch])

  useEffect(() => {
    if (isFetching) return
    const timer = setTimeout(() => void (document.visibilityState === 'visible' && read()), refreshMs.current)
    return () => clearTimeout(timer)
  }, [isFetching, read])
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [read])

  const reload = useCallback(async () => {
    setAsked(count => count + 1)
    try {
      await read()
    } finally {
      setAsked(count => count - 1)
    }
  }, [read])
  const setStatus = useCallback(
    (id: string, status: ScheduledCampaign['status']) => void dispatch(statusLaidIn(id, status)),
    [dispatch]
  )
  const refreshEvery = useCallback((ms: number) => {
    refreshMs.current = ms
  }, [])
  return {
    answer: data ?? null,
    error: error === undefined ? null : failureOfData(error),
    loading: isLoading || asked > 0,
    updatedAt: fulfilledTimeStamp ?? null,
    reload,
    refresh: read,
    setStatus,
    refreshEvery
  }
}

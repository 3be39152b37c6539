import { useCallback, useEffect, useRef } from 'react'

import type { ApiFailure } from '@/features/sessionApi'

import { nextRefreshDelay, REFRESH_INTERVAL_MS } from '../model/refreshDelay'

/** What one load answered: null when it succeeded, else why it failed (for the back-off). */
export type LoadOutcome = ApiFailure | null

interface LiveRefreshOptions {
  /** a new key (another query, another campaign) aborts the load in flight and loads at once */
  key: string
  /** false: load once for each key, no periodic refresh (e.g. a campaign that is not running) */
  live?: boolean
  intervalMs?: number
  /** the key whose data is already fresh as the hook mounts (an answer asked for ahead): its first load waits */
  fresh?: string | null
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible'

/**
 * Loads at once, then again every `intervalMs` while the tab is visible (document.visibilityState): paused
 * while hidden, loaded at once when it shows again. One load at a time (a tick while one is in flight does
 * nothing); failures back off (a 429 no sooner than its Retry-After). Answers `refreshNow()` (after an action),
 * which also never duplicates a load in flight.
 */
export function useLiveRefresh(
  load: (signal: AbortSignal) => Promise<LoadOutcome>,
  { key, live = true, intervalMs = REFRESH_INTERVAL_MS, fresh = null }: LiveRefreshOptions
): { refreshNow: () => void } {
  const latestLoad = useRef(load)
  useEffect(() => {
    latestLoad.current = load
  }, [load])
  const runRef = useRef<() => void>(() => undefined)
  const liveRef = useRef(live)
  const intervalRef = useRef(intervalMs)
  const scheduleRef = useRef<(delay: number) => void>(() => undefined)
  const freshRef = useRef(fresh)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | null = null
    let failures = 0
    let disposed = false
    // A refreshNow() asked for while a load ran: done once it ends (so the answer is never older than the ask).
    let again = false

    const schedule = (delay: number) => {
      clearTimeout(timer)
      if (liveRef.current && isVisible()) timer = setTimeout(() => void run(), delay)
    }
    scheduleRef.current = delay => {
      if (!controller) schedule(delay)
    }

    const run = async () => {
      if (disposed) return
      if (controller) {
        again = true
        return
      }
      clearTimeout(timer)
      controller = new AbortController()
      let outcome: LoadOutcome
      try {
        outcome = await latestLoad.current(controller.signal)
      } catch {
        outcome = { status: null, code: 'unknown', message: 'The load failed.' }
      }
      controller = null
      if (disposed) return
      if (outcome?.code === 'aborted') return
      failures = outcome ? failures + 1 : 0
      if (again) {
        again = false
        void run()
        return
      }
      schedule(nextRefreshDelay(outcome, failures, intervalRef.current))
    }
    runRef.current = () => void run()

    const onVisibility = () => {
      if (!liveRef.current) return
      if (isVisible()) void run()
      else clearTimeout(timer)
    }
    document.addEventListener('visibilitychange', onVisibility)
    if (freshRef.current === key) {
      freshRef.current = null
      schedule(intervalRef.current)
    } else void run()
    return () => {
      disposed = true
      clearTimeout(timer)
      controller?.abort()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [key])

  // Becoming live (a campaign started) ticks from now on; no longer live stops the ticks. No load at once:
  // the answer that changed it is fresh.
  useEffect(() => {
    if (liveRef.current === live) return
    liveRef.current = live
    scheduleRef.current(intervalRef.current)
  }, [live])

  // A longer interval (the platform's events arrive now) takes effect from the next tick, without a load at
  // once; a shorter one (the events stopped, some may have been missed) asks at once.
  useEffect(() => {
    const before = intervalRef.current
    if (before === intervalMs) return
    intervalRef.current = intervalMs
    if (intervalMs < before) runRef.current()
    else scheduleRef.current(intervalMs)
  }, [intervalMs])

  return { refreshNow: useCallback(() => runRef.current(), []) }
}

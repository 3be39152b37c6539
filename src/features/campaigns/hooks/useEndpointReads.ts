import { useCallback, useRef, useState } from 'react'

import {
  type DataDispatch,
  type DataFailure,
  type DataState,
  type DataTransport,
  failureOfData,
  useDataDispatch
} from '@/shared/data'

import type { LoadOutcome } from './useLiveRefresh'

/** A read of a query endpoint, as its `initiate(arg, LIVE_READ)` is dispatched (e.g. `readCampaign(id)`). */
export type EndpointRead = (
  dispatch: DataDispatch,
  getState: () => DataState,
  transport: DataTransport
) => { abort: () => void; unwrap: () => Promise<unknown> }

/** How the last read that ended went, and for what (a key of the caller's: a query, a campaign). */
export interface SettledRead {
  key: string
  /** why it failed; null when it succeeded */
  error: DataFailure | null
}

const ABORTED: DataFailure = { status: null, code: 'aborted', message: '' }
const noop = () => undefined

/**
 * Reads of the data layer's query endpoints on a page's own cadence (useLiveRefresh decides when): `read`
 * dispatches one, aborts it with the load's signal, and answers what useLiveRefresh needs (null, or why it
 * failed). `settled` is how the last read that ended went: an aborted read changes nothing, and a read that
 * goes as the one before re-renders nothing (the overview asks every few seconds).
 */
export function useEndpointReads(): {
  read: (request: EndpointRead, signal: AbortSignal, key?: string) => Promise<LoadOutcome>
  settled: SettledRead | null
} {
  const dispatch = useDataDispatch()
  const [settled, setSettled] = useState<SettledRead | null>(null)
  // RTK Query asks once per entry at a time: a read asked while an aborted one still ends would be dropped,
  // so the next waits for it (a new query aborts the read in flight and asks at once).
  const running = useRef<Promise<void> | null>(null)

  const read = useCallback(
    async (request: EndpointRead, signal: AbortSignal, key = ''): Promise<LoadOutcome> => {
      if (running.current) await running.current
      if (signal.aborted) return ABORTED
      const asked = dispatch(request)
      const ended = asked.unwrap().then(noop, noop)
      running.current = ended
      const abort = () => asked.abort()
      signal.addEventListener('abort', abort)
      let error: DataFailure | null = null
      try {
        await asked.unwrap()
      } catch (caught) {
        error = signal.aborted ? ABORTED : failureOfData(caught)
      } finally {
        signal.removeEventListener('abort', abort)
        if (running.current === ended) running.current = null
      }
      if (error === ABORTED) return ABORTED
      setSettled(before => (before?.key === key && before.error === error ? before : { key, error }))
      return error
    },
    [dispatch]
  )
  return { read, settled }
}

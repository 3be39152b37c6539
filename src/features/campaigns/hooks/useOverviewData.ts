import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { useCatchUpAfterOutage } from '@/features/notifications'
import type { CampaignRow } from '@/shared/campaigns/campaignTypes'
import { useDataDispatch, useDataSelector } from '@/shared/data'

import { readOverview, selectOverview, showOverviewAskedAhead } from '../api/overviewApi'
import { overviewRequestParams } from '../model/overviewQuery'
import { useEndpointReads } from './useEndpointReads'
import { type LoadOutcome, useLiveRefresh } from './useLiveRefresh'
import { useOverviewEvents } from './useOverviewEvents'

/** how long after a campaign counts as stalled the overview asks (the server's clock may be a little behind) */
const STALL_MARGIN_MS = 500

/** The earliest instant a silent campaign of the page will be marked, or null. */
function nextStall(rows: readonly CampaignRow[]): number | null {
  const times = rows.flatMap(row => (row.performance?.stallsAt ? [Date.parse(row.performance.stallsAt)] : []))
  return times.length > 0 ? Math.min(...times) : null
}

/**
 * The overview's data for the query's parameters, kept up to date: the platform's events applied in place
 * while the channel is live (and a question to the server once a minute), every 5 s otherwise, and once at
 * once when the channel is first live (`recheck`: what changed before it subscribed is never pushed) and when it
 * is back after an outage. `answeredKey`: the parameters of the last answer (a new
 * query is being answered while it differs from `key`).
 */
export function useOverviewData(params: Record<string, string | number>) {
  const dispatch = useDataDispatch()
  const key = JSON.stringify(params)
  // The first answer may be here already (asked for ahead of the page, right after a sign-in): then the first
  // render shows the rows (not the placeholder, then the rows, a render later), and the first load waits an
  // interval. (The page's store is its own, new: data in it at the first render can only be that answer.)
  const [arrivedKey] = useState(() =>
    dispatch(showOverviewAskedAhead(overviewRequestParams(params))) ? key : null
  )
  // (on its own: a request sent, which the page does not show, re-renders nothing)
  const data = useDataSelector(selectOverview)
  const { read, settled } = useEndpointReads()
  const [answeredKey, setAnsweredKey] = useState<string | null>(arrivedKey)

  // While the platform's events arrive, the server may read progress less often (docs/campaigns.md).
  const liveRef = useRef(false)
  // Once subscribed, the page asks once for what changed before (recheck): nothing pushes that.
  const recheckRef = useRef(false)
  const load = useCallback(
    async (signal: AbortSignal): Promise<LoadOutcome> => {
      const asked = overviewRequestParams(params, { live: liveRef.current, recheck: recheckRef.current })
      recheckRef.current = false
      const outcome = await read(readOverview(asked), signal)
      if (outcome === null) setAnsweredKey(key)
      return outcome
    },
    [read, params, key]
  )
  const rows = useMemo(() => data?.campaigns ?? [], [data])
  // (a campaign starting or stopping dialing is told by its statistics events: the live figures it has read
  // say since when it is silent, and the rows change in place, without a read of the overview)
  const live = useOverviewEvents(rows, data?.active)
  useEffect(() => {
    liveRef.current = live.channel === 'live'
  })
  const { refreshNow } = useLiveRefresh(load, { key, intervalMs: live.intervalMs, fresh: arrivedKey })
  // A silent campaign is marked once it has been silent long enough: ask again then (the server says when).
  const stallsAt = useMemo(() => nextStall(rows), [rows])
  useEffect(() => {
    if (stallsAt === null) return
    const timer = setTimeout(refreshNow, Math.max(0, stallsAt - Date.now()) + STALL_MARGIN_MS)
    return () => clearTimeout(timer)
  }, [stallsAt, refreshNow])
  useCatchUpAfterOutage(refreshNow)
  const subscribedOnce = useRef(false)
  useEffect(() => {
    if (live.channel !== 'live' || subscribedOnce.current) return
    subscribedOnce.current = true
    recheckRef.current = true
    refreshNow()
  }, [live.channel, refreshNow])
  return {
    data,
    /** why the last request failed; null once one succeeds (the last data stays shown) */
    error: settled?.error ?? null,
    rows,
    live: live.channel === 'live',
    liveCovered: live.covered,
    /** how often the overview asks the server (what "Updating every 5 s" and "the rest every 30 s" say) */
    pollMs: live.intervalMs,
    refreshNow,
    key,
    answeredKey
  }
}

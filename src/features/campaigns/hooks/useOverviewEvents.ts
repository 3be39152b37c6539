import { useEffect, useRef, useState } from 'react'

import { type ChannelState, useChannelState, useNotifications } from '@/features/notifications'
import type { ActiveCampaign, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { campaignsChanged } from '../model/overviewSlice'
import { type CampaignChange, readCampaignEvent, statsSayDialing } from '../model/campaignEvents'
import { useCampaignsDispatch } from '../model/campaignsStore'
import { createOverviewTopics } from '../model/overviewTopics'
import { refreshIntervalFor } from '../model/refreshDelay'

const NO_ACTIVE: readonly ActiveCampaign[] = []

/**
 * Events are applied in batches: every active campaign reports its progress about once a second, and one
 * render of the wall for each of them would keep the main thread busy. A status change waits at most
 * STATUS_BATCH_MS (with whatever else came meanwhile), progress at most PROGRESS_BATCH_MS.
 */
export const STATUS_BATCH_MS = 50
export const PROGRESS_BATCH_MS = 500

/**
 * The overview, live: the platform pushes every change of the campaigns on the page and of every active
 * campaign (their status, version and progress) to the person's notification channel; the rows and the
 * summary's counts change in place at once. Up to 450 rows fit in the overview's share of the platform's
 * 1,000 topics a channel; a larger page follows what moves first (overviewTopics). Answers the channel's
 * state, whether every row is followed, and how often the overview must still ask the server: every 5 s while
 * events do not arrive (no channel yet, refused, dropped, silent), once a minute while they do, every 30 s
 * while they do for part of the page only.
 */
export function useOverviewEvents(
  rows: readonly CampaignRow[],
  active: readonly ActiveCampaign[] = NO_ACTIVE,
  onDialingChange: () => void = () => {}
): {
  channel: ChannelState
  covered: boolean
  intervalMs: number
} {
  const dispatch = useCampaignsDispatch()
  const [topicsOf] = useState(createOverviewTopics)
  const { topics, covered } = topicsOf(rows, active)
  const rowsRef = useRef(rows)
  // the rows by id, made once for each new list of rows (a statistics event of each dialing campaign a second)
  const rowsById = useRef<{ rows: readonly CampaignRow[]; byId: Map<string, CampaignRow> } | null>(null)
  const dialingChangeRef = useRef(onDialingChange)
  useEffect(() => {
    rowsRef.current = rows
    dialingChangeRef.current = onDialingChange
  })
  const pending = useRef<CampaignChange[]>([])
  const flushAt = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null)
  const flush = () => {
    flushAt.current = null
    const batch = pending.current
    pending.current = []
    if (batch.length > 0) dispatch(campaignsChanged(batch))
  }
  useEffect(
    () => () => {
      if (flushAt.current) clearTimeout(flushAt.current.timer)
    },
    []
  )
  useNotifications(topics, event => {
    const change = readCampaignEvent(event.topicName, event.eventBody)
    if (!change) return
    if (change.kind === 'stats') {
      // A campaign that starts or stops dialing: the server says since when, and why (one refresh).
      const rowsNow = rowsRef.current
      if (rowsById.current?.rows !== rowsNow)
        rowsById.current = { rows: rowsNow, byId: new Map(rowsNow.map(row => [row.id, row])) }
      const performance = rowsById.current.byId.get(change.id)?.performance
      if (performance && (performance.idleSince === null) !== statsSayDialing(change.stats))
        dialingChangeRef.current()
    }
    pending.current.push(change)
    const wait = change.kind === 'campaign' ? STATUS_BATCH_MS : PROGRESS_BATCH_MS
    const at = Date.now() + wait
    if (flushAt.current && flushAt.current.at <= at) return
    if (flushAt.current) clearTimeout(flushAt.current.timer)
    flushAt.current = { at, timer: setTimeout(flush, wait) }
  })
  const channel = useChannelState()
  return { channel, covered, intervalMs: refreshIntervalFor(channel, covered) }
}

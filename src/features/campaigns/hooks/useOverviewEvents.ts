import { useEffect, useRef, useState } from 'react'

import { type ChannelState, useNotifications } from '@/features/notifications'
import type { ActiveCampaign, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { useDataDispatch } from '@/shared/data'

import { overviewChanged, overviewFiguresRead } from '../api/overviewApi'
import { type CampaignChange, readCampaignEvent } from '../model/campaignEvents'
import { turnsDialing } from '../model/liveFigures'
import { createOverviewTopics } from '../model/overviewTopics'
import { ProgressOrder } from '../model/progressOrder'
import { refreshIntervalFor } from '../model/refreshDelay'
import { useLiveFigures } from './useLiveFigures'

const NO_ACTIVE: readonly ActiveCampaign[] = []

/**
 * Events are applied in batches: every active campaign reports its progress about once a second, and one
 * render of the wall for each of them would keep the main thread busy. A status change waits at most
 * STATUS_BATCH_MS (with whatever else came meanwhile), progress at most PROGRESS_BATCH_MS.
 */
export const STATUS_BATCH_MS = 50
export const PROGRESS_BATCH_MS = 500

/**
 * The overview, live: the platform pushes every change of the campaigns on the page and of every active campaign
 * (their status, version and progress) to the person's notification channel; the rows and the summary's counts
 * change in place at once. A statistics event of an active campaign on the page lays its own figures in when it
 * names them, with a read only when they turn it silent or dialing again; one that names none has them read
 * (useLiveFigures: batched, at most every 5 s). Never a read of the whole overview. Events may come late and out
 * of order: an older version of a campaign, or progress behind what is shown, changes nothing (ProgressOrder). Up
 * to 450 rows fit in the overview's share of the platform's 1,000 topics a channel; a larger page follows what
 * moves first (overviewTopics). Answers the channel's state, whether every row is followed, and how often the
 * overview must still ask the server: every 5 s while events do not arrive (no channel yet, refused, dropped,
 * silent, or every topic rejected), every 2 minutes while they do, every 30 s while they do for part of the page
 * only (too many rows, or some topics rejected).
 */
export function useOverviewEvents(
  rows: readonly CampaignRow[],
  active: readonly ActiveCampaign[] = NO_ACTIVE
): {
  channel: ChannelState
  covered: boolean
  intervalMs: number
} {
  const dispatch = useDataDispatch()
  const [topicsOf] = useState(createOverviewTopics)
  const { topics, covered } = topicsOf(rows, active)
  const rowsRef = useRef({ rows, active })
  useEffect(() => {
    rowsRef.current = { rows, active }
  })
  // the rows shown by id, made once for each new list of rows (a progress event of each active campaign every
  // 2 s: a search of 2,000 rows per event would keep a wall's main thread busy)
  const shownById = useRef<{
    rows: readonly CampaignRow[]
    byId: Map<string, CampaignRow | ActiveCampaign>
  } | null>(null)
  const shown = (id: string) => {
    const { rows: rowsNow, active: activeNow } = rowsRef.current
    if (shownById.current?.rows !== rowsNow)
      shownById.current = {
        rows: rowsNow,
        byId: new Map([...activeNow, ...rowsNow].map(row => [row.id, row]))
      }
    return shownById.current.byId.get(id)
  }
  const [order] = useState(() => new ProgressOrder())
  const heardStats = useLiveFigures(answer => dispatch(overviewFiguresRead(answer)))
  const pending = useRef<CampaignChange[]>([])
  const flushAt = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null)
  const flush = () => {
    flushAt.current = null
    const batch = pending.current
    pending.current = []
    if (batch.length > 0) dispatch(overviewChanged(batch))
  }
  useEffect(
    () => () => {
      if (flushAt.current) clearTimeout(flushAt.current.timer)
    },
    []
  )
  const following = useNotifications(topics, event => {
    const change = readCampaignEvent(event.topicName, event.eventBody)
    if (!change) return
    if (change.kind === 'stats') {
      // figures the event names are laid in as they are; the server judges a campaign that turns silent or
      // dialing again (since when, stalled, why), and reads them when the event names none
      const row = shown(change.id)
      if (!change.figures || (row && 'performance' in row && turnsDialing(row, change.figures)))
        heardStats(change.id)
      if (!change.figures) return
    }
    if (change.kind === 'campaign' && change.version !== undefined)
      order.noteVersion(change.id, change.version)
    if (change.kind === 'progress') {
      const version = shown(change.id)?.version
      if (version !== undefined) order.noteVersion(change.id, version)
      if (!order.accept(change.id, change.called)) return
    }
    pending.current.push(change)
    // (a statistics event's figures wait as progress does)
    const wait = change.kind === 'campaign' ? STATUS_BATCH_MS : PROGRESS_BATCH_MS
    const at = Date.now() + wait
    if (flushAt.current && flushAt.current.at <= at) return
    if (flushAt.current) clearTimeout(flushAt.current.timer)
    flushAt.current = { at, timer: setTimeout(flush, wait) }
  })
  // topics the platform rejected are not followed: the rows they are of are asked for, as beyond the budget
  const everyTopicRejected = topics.length > 0 && following.rejected.length >= topics.length
  const channel = everyTopicRejected ? 'down' : following.channel
  const followed = covered && following.rejected.length === 0
  return { channel, covered: followed, intervalMs: refreshIntervalFor(channel, followed) }
}

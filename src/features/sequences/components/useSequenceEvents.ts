import { useEffect, useMemo, useRef } from 'react'

import { useCatchUpAfterOutage, useNotifications } from '@/features/notifications'
import { campaignTopic, sequenceTopic } from '@/shared/notifications/outboundTopics'
import type { SequenceRow } from '@/shared/schedules/scheduleTypes'

/** How often the list is read while events do not arrive. */
export const REFRESH_MS = 30_000
/** While they do: only for what the platform does not push (a sequence created or deleted elsewhere). */
export const LIVE_REFRESH_MS = 5 * 60_000
/** A burst of events (a sequence moving on: its campaign off, the next on, the sequence itself) is one read. */
export const EVENTS_RELOAD_DELAY_MS = 300

/**
 * The sequences, live: each sequence shown (`v2.outbound.sequences.{id}`: status, current campaign) and each of
 * its campaigns (`v2.outbound.campaigns.{id}`: their status) are followed; a change has the list read again,
 * once for a burst. While the channel is down the list is read every 30 s, and once when it is back.
 * Answers whether the page is live, and asks `reload` on a change and every `REFRESH_MS` / `LIVE_REFRESH_MS`.
 */
export function useSequenceEvents(rows: readonly SequenceRow[], reload: () => void): { live: boolean } {
  const latest = useRef(reload)
  useEffect(() => {
    latest.current = reload
  })
  const topics = useMemo(
    () =>
      [
        ...new Set(
          rows.flatMap(row => [sequenceTopic(row.id), ...row.campaigns.map(c => campaignTopic(c.id))])
        )
      ].sort(),
    [rows]
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // (a topic the platform rejected, e.g. without outbound:campaignSequence:view, is not live: the page asks)
  const { live } = useNotifications(topics, () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(), EVENTS_RELOAD_DELAY_MS)
  })
  useCatchUpAfterOutage(() => latest.current())

  useEffect(() => {
    const interval = setInterval(
      () => {
        if (document.visibilityState === 'visible') latest.current()
      },
      live ? LIVE_REFRESH_MS : REFRESH_MS
    )
    return () => clearInterval(interval)
  }, [live])
  return { live }
}

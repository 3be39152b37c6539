import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

import type { ChannelEvent, ChannelState } from '@/shared/notifications/NotificationChannel'

import { notificationChannel } from './notificationChannel'

/** Whether a part of the page receives its events. */
export interface Following {
  /** the tab's channel */
  channel: ChannelState
  /** its topics the platform rejected (the person may not view them): their events never come, ask instead */
  rejected: readonly string[]
  /** every one of its topics' events arrive: the channel is live and none of them was rejected */
  live: boolean
}

const NONE: readonly string[] = []
const NO_TOPICS: ReadonlySet<string> = new Set()

const subscribeState = (listener: () => void) => notificationChannel().onState(listener)
const readState = () => notificationChannel().getState()
const serverState = (): ChannelState => 'idle'
const subscribeRejected = (listener: () => void) => notificationChannel().onRejected(listener)
const readRejected = () => notificationChannel().getRejected()
const serverRejected = () => NO_TOPICS

/**
 * Receives the events of `topics` while the component is shown; a new set of topics (another page of rows,
 * a campaign that started) changes the subscription, sent to the platform as one set. `onEvent` may change
 * from render to render. Answers whether they arrive: a topic the platform rejected leaves the channel live
 * for the others, and only the part that asked for it (`rejected`, `live` false) asks instead.
 */
export function useNotifications(
  topics: readonly string[],
  onEvent: (event: ChannelEvent) => void
): Following {
  const latest = useRef(onEvent)
  useEffect(() => {
    latest.current = onEvent
  })
  const key = topics.join('\n')
  useEffect(() => {
    if (!key) return
    return notificationChannel().subscribe(key.split('\n'), event => latest.current(event))
  }, [key])
  const channel = useChannelState()
  const allRejected = useSyncExternalStore(subscribeRejected, readRejected, serverRejected)
  const rejected = useMemo(() => {
    if (!key || allRejected.size === 0) return NONE
    const mine = key.split('\n').filter(topic => allRejected.has(topic))
    return mine.length === 0 ? NONE : mine
  }, [key, allRejected])
  return useMemo(
    () => ({ channel, rejected, live: channel === 'live' && rejected.length === 0 }),
    [channel, rejected]
  )
}

/** Whether the page's events arrive now ('live'), or the page must ask (any other state). */
export function useChannelState(): ChannelState {
  return useSyncExternalStore(subscribeState, readState, serverState)
}

/**
 * Calls `catchUp` when the channel is live again after being down: what the platform pushed meanwhile was
 * missed, and the page must ask once for the truth (not at the first connection: the page has just asked).
 */
export function useCatchUpAfterOutage(catchUp: () => void) {
  const state = useChannelState()
  const wasDown = useRef(false)
  const latest = useRef(catchUp)
  useEffect(() => {
    latest.current = catchUp
  })
  useEffect(() => {
    if (state === 'down') wasDown.current = true
    else if (state === 'live' && wasDown.current) {
      wasDown.current = false
      latest.current()
    }
  }, [state])
}

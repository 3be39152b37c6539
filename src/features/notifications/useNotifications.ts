import { useEffect, useRef, useSyncExternalStore } from 'react'

import type { ChannelEvent, ChannelState } from '@/shared/notifications/NotificationChannel'

import { notificationChannel } from './notificationChannel'

/**
 * Receives the events of `topics` while the component is shown; a new set of topics (another page of rows,
 * a campaign that started) changes the subscription, sent to the platform as one set. `onEvent` may change
 * from render to render.
 */
export function useNotifications(topics: readonly string[], onEvent: (event: ChannelEvent) => void) {
  const latest = useRef(onEvent)
  useEffect(() => {
    latest.current = onEvent
  })
  const key = topics.join('\n')
  useEffect(() => {
    if (!key) return
    return notificationChannel().subscribe(key.split('\n'), event => latest.current(event))
  }, [key])
}

const subscribeState = (listener: () => void) => notificationChannel().onState(listener)
const readState = () => notificationChannel().getState()
const serverState = (): ChannelState => 'idle'

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

import { readAccessToken } from '@/features/auth'
import { NotificationChannel } from '@/shared/notifications/NotificationChannel'
import { localStore } from '@/shared/storage/browserStorage'

import { platformNotificationsApi } from './platformNotificationsApi'

let channel: NotificationChannel | null = null

/**
 * The tab's one notification channel, made when first asked for (in the browser only). One per tab: the
 * platform allows 20 per person, and a supervisor may well have a few tabs and the Genesys Cloud UI open.
 */
export function notificationChannel(): NotificationChannel {
  channel ??= new NotificationChannel(
    platformNotificationsApi(() => readAccessToken(localStore())),
    uri => new WebSocket(uri)
  )
  return channel
}

/** Closes the tab's channel, if any, and forgets its subscribers (tests; a session that ends). */
export function closeNotifications(): void {
  channel?.dispose()
}

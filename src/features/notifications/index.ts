export { closeNotifications } from './notificationChannel'
export { useChannelState, useNotifications } from './useNotifications'
export type { ChannelEvent, ChannelState } from '@/shared/notifications/NotificationChannel'

export { closeNotifications } from './notificationChannel'
export { useCatchUpAfterOutage, useChannelState, useNotifications } from './useNotifications'
export type { ChannelEvent, ChannelState } from '@/shared/notifications/NotificationChannel'

export { closeNotifications } from './notificationChannel'
export { type Following, useCatchUpAfterOutage, useChannelState, useNotifications } from './useNotifications'
export type { ChannelEvent, ChannelState } from '@/shared/notifications/NotificationChannel'

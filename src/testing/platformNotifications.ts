import { http, HttpResponse, ws } from 'msw'

import { closeNotifications } from '@/features/notifications'

// The platform's Notifications API for page tests, at the emulator's address (the tests' configuration):
// refused unless a test opens it, so that the other tests see the pages asking as they do without a channel.
const CHANNELS = 'http://localhost:4010/api/v2/notifications/channels'
const platformSocket = ws.link('ws://localhost:4010/channels/*')

export const notifications = {
  open: false,
  /** the topics of the last PUT …/subscriptions */
  subscribed: [] as string[],
  client: null as { send: (data: string) => void; close: () => void } | null,
  /** sends a message on the channel's socket, as the platform does */
  push(topicName: string, eventBody: unknown) {
    this.client?.send(
      JSON.stringify({ topicName, version: '2', eventBody, metadata: { CorrelationId: 'c' } })
    )
  },
  /** after each test: the tab's channel closed, the platform refusing again */
  reset() {
    closeNotifications()
    this.open = false
    this.subscribed = []
    this.client = null
  }
}

export const notificationHandlers = [
  http.post(CHANNELS, () =>
    notifications.open
      ? HttpResponse.json({
          id: 'channel-1',
          connectUri: 'ws://localhost:4010/channels/channel-1',
          expires: '2026-11-25T10:00:00.000Z'
        })
      : HttpResponse.json(
          { message: 'Unavailable', code: 'service.unavailable', status: 503 },
          { status: 503 }
        )
  ),
  http.put(`${CHANNELS}/:id/subscriptions`, async ({ request }) => {
    notifications.subscribed = ((await request.json()) as { id: string }[]).map(topic => topic.id)
    return HttpResponse.json({ entities: notifications.subscribed.map(id => ({ id })) })
  }),
  platformSocket.addEventListener('connection', ({ client }) => {
    notifications.client = client
  })
]

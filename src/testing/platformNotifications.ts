import { http, HttpResponse, ws } from 'msw'

import { closeNotifications } from '@/features/notifications'

// The platform's Notifications API for page tests, at the emulator's address (the tests' configuration):
// refused unless a test opens it, so that the other tests see the pages asking as they do without a channel.
const CHANNELS = 'http://localhost:4010/api/v2/notifications/channels'
const platformSocket = ws.link('ws://localhost:4010/channels/*')

export const notifications = {
  open: false,
  /** the topics of the last PUT …/subscriptions (the ones it kept) */
  subscribed: [] as string[],
  /** the `ignoreErrors` query of the last PUT */
  ignoreErrors: null as string | null,
  /** topics the person may not view: listed as Rejected with ignoreErrors=true, else the whole PUT is a 403 */
  forbidden: [] as string[],
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
    this.ignoreErrors = null
    this.forbidden = []
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
    const asked = ((await request.json()) as { id: string }[]).map(topic => topic.id)
    notifications.ignoreErrors = new URL(request.url).searchParams.get('ignoreErrors')
    const refused = asked.filter(topic => notifications.forbidden.includes(topic))
    if (refused.length > 0 && notifications.ignoreErrors !== 'true')
      return HttpResponse.json(
        {
          message: 'You are missing the following permission(s): outbound:schedule:view',
          code: 'missing.permissions',
          status: 403,
          details: refused.map(entityId => ({ errorCode: 'missing.permissions', entityId }))
        },
        { status: 403 }
      )
    notifications.subscribed = asked.filter(topic => !refused.includes(topic))
    return HttpResponse.json({
      entities: asked.map(id =>
        refused.includes(id) ? { id, state: 'Rejected' } : { id, state: 'Permitted' }
      )
    })
  }),
  platformSocket.addEventListener('connection', ({ client }) => {
    notifications.client = client
  })
]

import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { notificationHandlers, notifications, setupTestServer } from '@/testing'

import { useNotifications } from './useNotifications'

// Two parts of a page share the tab's channel; one asks for a topic the person may not view (the schedules of
// the week view for someone without outbound:schedule:view). Only that part asks the server instead.

const server = setupTestServer(...notificationHandlers)

const CAMPAIGN = 'v2.outbound.campaigns.c1'
const SCHEDULE = 'v2.outbound.schedules.campaigns.c1'

function renderBoth() {
  const events: string[] = []
  const campaigns = renderHook(() => useNotifications([CAMPAIGN], event => events.push(event.topicName)))
  const schedules = renderHook(() => useNotifications([SCHEDULE, CAMPAIGN], () => undefined))
  return { campaigns, schedules, events }
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'the-token')
  notifications.open = true
  notifications.forbidden = [SCHEDULE]
})
afterEach(() => {
  notifications.reset()
  server.resetHandlers()
})

it('asks with ignoreErrors=true: a rejected topic keeps the channel live for the others, and only its part is not live', async () => {
  const { campaigns, schedules, events } = renderBoth()
  await waitFor(() => expect(campaigns.result.current.live).toBe(true))
  expect(notifications.ignoreErrors).toBe('true')
  expect(notifications.subscribed).toEqual([CAMPAIGN])
  expect(schedules.result.current).toEqual({ channel: 'live', rejected: [SCHEDULE], live: false })
  notifications.push(CAMPAIGN, {})
  await waitFor(() => expect(events).toEqual([CAMPAIGN]))
})

it('a platform that refuses the whole change naming the topic: asked again without it, with the same outcome', async () => {
  // this reading's platform refuses whatever the query says, naming only the permission
  server.use(
    http.put('http://localhost:4010/api/v2/notifications/channels/:id/subscriptions', async ({ request }) => {
      const asked = ((await request.json()) as { id: string }[]).map(topic => topic.id)
      if (asked.includes(SCHEDULE))
        return HttpResponse.json(
          {
            code: 'missing.permissions',
            status: 403,
            message: 'You are missing the following permission(s): outbound:schedule:view'
          },
          { status: 403 }
        )
      notifications.subscribed = asked
      return HttpResponse.json({ entities: asked.map(id => ({ id, state: 'Permitted' })) })
    })
  )
  const { campaigns, schedules } = renderBoth()
  await waitFor(() => expect(campaigns.result.current.live).toBe(true))
  expect(notifications.subscribed).toEqual([CAMPAIGN])
  expect(schedules.result.current.rejected).toEqual([SCHEDULE])
  expect(schedules.result.current.live).toBe(false)
})

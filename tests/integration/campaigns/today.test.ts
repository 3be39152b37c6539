import { knownCampaigns, seedContactLists, seedQueues } from '../../../emulator/src/outbound/seedOutbound'
import { seedUsers, VIEWER_PERMISSIONS } from '../../../emulator/src/seed'
import * as todayRoute from '@/pages/api/campaigns/[id]/today'
import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'
import { getDatabase } from '@/server/db'
import { describeOnDatabases } from '../../support/dbDescribe'
import { serveRoutePatterns } from '../../support/serveNextApiRoute'
import { AVERY, DEMO_ORG, START, useCampaignsFixture, VIC } from './support/campaignsFixture'

/**
 * GET /api/campaigns/:id/today (issue 16) against the emulator: the campaign's own dialer events (the platform's
 * documented codes), its state and health windows (why it was not dialing), its calls per interval from the
 * platform's analytics (issue 33: whoever watched), and what it costs the platform.
 */
const SUMMARY_ROUTE = 'GET /api/v2/outbound/diagnostics/campaigns/{campaignId}/summary'
const EVENTS_ROUTE = 'GET /api/v2/outbound/events'
const ANALYTICS_ROUTE = 'POST /api/v2/analytics/conversations/aggregates/query'
const ANALYTICS = 'analytics:conversationAggregate:view'
const MINUTE = 60_000
const iso = (ms: number) => new Date(ms).toISOString()

describeOnDatabases('a campaign’s day: /api/campaigns/:id/today', kind => {
  const app = useCampaignsFixture(kind)
  let served: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    served = await serveRoutePatterns([
      {
        pattern: /^\/api\/campaigns\/(?<id>[^/]+)\/today$/,
        route: todayRoute,
        page: '/api/campaigns/[id]/today'
      }
    ])
  })
  afterAll(() => served.close())

  beforeEach(async () => {
    await app().reset()
    const { db } = await getDatabase()
    await db.deleteFrom('campaign_performance_samples').execute()
  })

  const today = async (id: string, email = AVERY) => {
    const token = await app().tokenFor(email)
    const response = await fetch(`${served.url}/api/campaigns/${encodeURIComponent(id)}/today`, {
      headers: { Authorization: token }
    })
    return { status: response.status, json: (await response.json()) as CampaignToday & { code?: string } }
  }

  it('answers its health windows (why it was not dialing) and its calls per interval, for 3 platform calls', async () => {
    await app().tokenFor(AVERY)
    app().clock.advance(10 * MINUTE)
    const agentsGone = app().clock.now()
    // Premium Upgrade Push dials for Outbound Sales, Quarterly NPS Survey for Customer Care: both stop dialing
    await app().control(`outbound/queues/${seedQueues.sales.id}/agents`, undefined, 'DELETE')
    await app().control(`outbound/queues/${seedQueues.care.id}/agents`, undefined, 'DELETE')
    app().clock.advance(5 * MINUTE)
    const now = app().clock.now()

    await app().resetCalls()
    const answer = await today(knownCampaigns.onPower)
    expect(answer.status).toBe(200)
    expect(await app().calls()).toEqual({
      total: 3,
      byRoute: { [SUMMARY_ROUTE]: 1, [EVENTS_ROUTE]: 1, [ANALYTICS_ROUTE]: 1 }
    })

    const { json } = answer
    expect(json.campaignId).toBe(knownCampaigns.onPower)
    expect(json.to).toBe(new Date(now).toISOString())
    expect(json.from).toBe(new Date(now - 24 * 60 * MINUTE).toISOString())

    // no idle agent is no dialer event on the platform: the health windows say it
    expect(json.eventsUnavailable).toBeNull()
    expect(json.events).toEqual([])

    // on since the seed: dialing until the agents went, then not, waiting for agents
    expect(json.health.states).toEqual([{ state: 'on', from: new Date(START).toISOString(), to: json.to }])
    expect(json.health.health).toEqual([
      { state: 'healthy', from: new Date(START).toISOString(), to: new Date(agentsGone).toISOString() },
      { state: 'unhealthy', reason: 'agents', from: new Date(agentsGone).toISOString(), to: json.to }
    ])

    // per 5 minutes since the reset: dialing until the agents went, then nothing (the interval is there, 0)
    expect(json.activityUnavailable).toBeNull()
    expect(json.activity?.map(point => [point.from, point.to])).toEqual([
      [iso(START), iso(START + 5 * MINUTE)],
      [iso(START + 5 * MINUTE), iso(agentsGone)],
      [iso(agentsGone), iso(now)]
    ])
    expect(json.activity?.map(point => point.attempted > 0)).toEqual([true, true, false])
  })

  it('has the calls of a campaign that dialed while nobody watched: the platform’s analytics, one query', async () => {
    const token = await app().tokenFor(AVERY)
    // nobody opens the wall or the campaign for 30 minutes: the server keeps no sample of it
    app().clock.advance(30 * MINUTE + 20_000)
    const { db } = await getDatabase()
    expect(await db.selectFrom('campaign_performance_samples').selectAll().execute()).toEqual([])
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPredictive)
    expect(status).toBe(200)
    expect((await app().calls()).byRoute[ANALYTICS_ROUTE]).toBe(1)
    expect(json.activityUnavailable).toBeNull()
    // every complete 5 minutes since the reset (09:00 to 09:30), each with calls placed, answered and abandoned
    const activity = json.activity ?? []
    expect(activity.map(point => point.from)).toEqual(
      [0, 5, 10, 15, 20, 25].map(m => iso(START + m * MINUTE))
    )
    expect(activity.at(-1)?.to).toBe(iso(START + 30 * MINUTE))
    for (const point of activity) expect(point.attempted).toBeGreaterThan(point.connected)
    expect(activity.every(point => point.connected > 0)).toBe(true)

    // the same calls as the platform counts for the whole half hour
    const response = await fetch(`${app().emulator.url}/api/v2/analytics/conversations/aggregates/query`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        interval: `${iso(START)}/${iso(START + 30 * MINUTE)}`,
        filter: {
          type: 'and',
          predicates: [{ dimension: 'outboundCampaignId', value: knownCampaigns.onPredictive }]
        },
        metrics: ['nOutboundAttempted', 'nOutboundConnected', 'nOutboundAbandoned']
      })
    })
    const whole = (await response.json()) as {
      results: { data: { metrics: { metric: string; stats: { count: number } }[] }[] }[]
    }
    const count = (metric: string) =>
      whole.results[0]!.data[0]!.metrics.find(m => m.metric === metric)?.stats.count ?? 0
    const sum = (key: 'attempted' | 'connected' | 'abandoned') =>
      activity.reduce((total, point) => total + point[key], 0)
    expect(sum('attempted')).toBe(count('nOutboundAttempted'))
    expect(sum('connected')).toBe(count('nOutboundConnected'))
    expect(sum('abandoned')).toBe(count('nOutboundAbandoned'))
  })

  it('names the permission when the platform refuses analytics, answers the rest, and does not ask again at once', async () => {
    // his token's validation said he may read analytics; the platform now refuses it (his role changed since)
    const vic = app().emulator.state.findUser(seedUsers.vic.id) as { permissions: readonly string[] }
    const rest = [...VIEWER_PERMISSIONS, 'outbound:campaignDiagnostic:view', 'outbound:eventLog:view']
    vic.permissions = [...rest, ANALYTICS]
    await app().tokenFor(VIC)
    vic.permissions = rest
    app().clock.advance(10 * MINUTE)
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPower, VIC)
    expect(status).toBe(200)
    expect(json.activity).toBeNull()
    expect(json.activityUnavailable).toEqual({
      kind: 'noPermission',
      missing: { permission: ANALYTICS, permissions: [ANALYTICS], anyOf: false }
    })
    expect(json.health.states).toHaveLength(1)
    expect(json.events).toEqual([])
    expect((await app().calls()).byRoute[ANALYTICS_ROUTE]).toBe(1)

    // the next minute's refresh: still named, no refused call
    app().clock.advance(MINUTE)
    const again = await today(knownCampaigns.onPower, VIC)
    expect(again.json.activityUnavailable).toEqual(json.activityUnavailable)
    expect((await app().calls()).byRoute[ANALYTICS_ROUTE]).toBe(1)
  })

  it('answers the rest when analytics fails, and says it failed', async () => {
    await app().tokenFor(AVERY)
    app().clock.advance(10 * MINUTE)
    await app().control('faults', {
      method: 'POST',
      path: '/api/v2/analytics/conversations/aggregates/query',
      status: 503,
      times: 5
    })
    const { status, json } = await today(knownCampaigns.onPower)
    expect(status).toBe(200)
    expect(json.activity).toBeNull()
    expect(json.activityUnavailable).toEqual({ kind: 'failed' })
    expect(json.health.states).toHaveLength(1)
    expect(json.events).toEqual([])
  })

  it('says a start its schedule could not make, from the platform’s documented code, and no one else’s', async () => {
    const token = await app().tokenFor(AVERY)
    const schedule = async (id: string) => {
      const local = (ms: number) => new Date(ms).toISOString().slice(0, 19)
      const response = await fetch(`${app().emulator.url}/api/v2/outbound/schedules/campaigns/${id}`, {
        method: 'PUT',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          intervals: [
            { start: local(app().clock.now() + MINUTE), end: local(app().clock.now() + 60 * MINUTE) }
          ],
          campaign: { id }
        })
      })
      expect(response.status).toBe(200)
    }
    // an invalid campaign cannot start: the schedule's start is refused (SCHEDULED_CAMPAIGN_INVALID)
    await schedule(knownCampaigns.invalid)
    // another campaign's lines go: not this campaign's, and no event anyway
    await app().control('outbound/lines', { available: 0 }, 'PUT')
    app().clock.advance(2 * MINUTE)

    const { status, json } = await today(knownCampaigns.invalid)
    expect(status).toBe(200)
    expect(json.events).toEqual([
      {
        id: expect.any(String),
        at: new Date(START + MINUTE).toISOString(),
        level: 'error',
        kind: 'startRefused',
        params: { startRefusal: 'invalid' },
        message: expect.any(String)
      }
    ])
    expect(json.health.states.map(window => window.state)).toEqual(['invalid'])
    // the campaigns that could not dial for want of lines: why, and no event of theirs
    const power = await today(knownCampaigns.onPower)
    expect(power.json.events).toEqual([])
    expect(power.json.health.health.at(-1)).toMatchObject({ state: 'unhealthy', reason: 'lines' })
  })

  it('shows the campaign completing when its contact list is worked through (no event: its states say it)', async () => {
    app().clock.advance(MINUTE)
    const listed = (await app().control(
      `outbound/contactlists/${seedContactLists.broadband.id}/exhaust`,
      {}
    )) as { contactList: { name: string }; campaigns: { id: string; campaignStatus: string }[] }
    expect(listed.campaigns.map(c => c.id)).toContain(knownCampaigns.onPower)
    app().clock.advance(MINUTE)

    const { status, json } = await today(knownCampaigns.onPower)
    expect(status).toBe(200)
    expect(json.events).toEqual([])
    expect(json.health.states.map(window => window.state)).toEqual(['on', 'complete'])
    expect(json.health.states.at(-1)?.to).toBe(json.to)
    // two minutes after the reset: no complete 5-minute interval of analytics yet (an empty list, not a failure)
    expect(json.activity).toEqual([])
  })

  it('gives someone who may not read the event log everything else, with events null and why, for 1 call', async () => {
    // a viewer whose role also shows the campaigns' health (not the event log), as his token's validation reads
    const vic = app().emulator.state.findUser(seedUsers.vic.id) as { permissions: readonly string[] }
    vic.permissions = [...VIEWER_PERMISSIONS, 'outbound:campaignDiagnostic:view']
    await app().tokenFor(VIC)
    app().clock.advance(MINUTE)
    await app().control(`outbound/queues/${seedQueues.sales.id}/agents`, undefined, 'DELETE')
    app().clock.advance(MINUTE)
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPower, VIC)
    expect(status).toBe(200)
    expect(json.events).toBeNull()
    expect(json.eventsUnavailable).toBe('noPermission')
    expect(json.health.health.map(window => window.state)).toEqual(['healthy', 'unhealthy'])
    expect(json.healthUnavailable).toBeNull()
    // known from the token's validation: the event log is not even asked
    expect(await app().calls()).toEqual({ total: 1, byRoute: { [SUMMARY_ROUTE]: 1 } })
  })

  it('names what a viewer may not read (health, event log, analytics) and asks the platform nothing', async () => {
    await app().tokenFor(VIC)
    app().clock.advance(10 * MINUTE)
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPower, VIC)
    expect(status).toBe(200)
    expect(json.health).toEqual({ states: [], health: [] })
    expect(json.healthUnavailable).toEqual({
      permission: 'outbound:campaignDiagnostic:view',
      permissions: ['outbound:campaignDiagnostic:view'],
      anyOf: false
    })
    expect(json.eventsUnavailable).toBe('noPermission')
    expect(json.activity).toBeNull()
    expect(json.activityUnavailable).toEqual({
      kind: 'noPermission',
      missing: { permission: ANALYTICS, permissions: [ANALYTICS], anyOf: false }
    })
    // known from the token's validation: neither the summary, the event log nor analytics is asked
    expect(await app().calls()).toEqual({ total: 0, byRoute: {} })
  })

  it('reads the event log back through its pages to the window’s start: a campaign’s event behind 100 others', async () => {
    await app().tokenFor(AVERY)
    const events = app().emulator.state.outbound.events
    const campaignRef = (id: string) => ({ id, selfUri: `/api/v2/outbound/campaigns/${id}` })
    const event = (at: number, campaignId: string) => ({
      organizationId: DEMO_ORG,
      name: 'Campaign start error',
      timestamp: at,
      level: 'ERROR' as const,
      category: 'CAMPAIGN' as const,
      code: 'CAMPAIGN_START_ERROR' as const,
      message: 'The campaign could not start.',
      relatedEntity: campaignRef(campaignId)
    })
    app().clock.advance(60 * MINUTE)
    const ours = START + 2 * MINUTE
    events.add(event(ours, knownCampaigns.onPower))
    // 150 newer events of another campaign: the first page of 100 does not reach back to ours
    for (let n = 0; n < 150; n++)
      events.add(event(START + 10 * MINUTE + n * 1000, knownCampaigns.onPredictive))
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPower)
    expect(status).toBe(200)
    expect(json.events?.map(e => e.at)).toEqual([new Date(ours).toISOString()])
    expect(json.eventsOlderUnread).toBeNull()
    expect((await app().calls()).byRoute[EVENTS_ROUTE]).toBe(2)
  })

  it('stops at 5 pages of the event log and says how far back it read', async () => {
    await app().tokenFor(AVERY)
    const events = app().emulator.state.outbound.events
    app().clock.advance(60 * MINUTE)
    for (let n = 0; n < 600; n++)
      events.add({
        organizationId: DEMO_ORG,
        name: 'Campaign start error',
        timestamp: START + MINUTE + n * 1000,
        level: 'ERROR',
        category: 'CAMPAIGN',
        code: 'CAMPAIGN_START_ERROR',
        message: 'The campaign could not start.',
        relatedEntity: { id: knownCampaigns.onPredictive, selfUri: '/api/v2/outbound/campaigns/x' }
      })
    await app().resetCalls()
    const { json } = await today(knownCampaigns.onPower)
    expect(json.events).toEqual([])
    // the organisation's 500 newest, back to the oldest of them: older ones of the window were left unread
    expect(json.eventsOlderUnread).toEqual({ before: expect.any(String), limit: 500 })
    expect(Date.parse(json.eventsOlderUnread!.before)).toBeGreaterThan(START + MINUTE)
    expect((await app().calls()).byRoute[EVENTS_ROUTE]).toBe(5)
  })

  it('answers the rest when the event log fails, and says it failed', async () => {
    await app().tokenFor(AVERY)
    app().clock.advance(MINUTE)
    await app().control('faults', { method: 'GET', path: '/api/v2/outbound/events', status: 503 })
    const { status, json } = await today(knownCampaigns.onPower)
    expect(status).toBe(200)
    expect(json.events).toBeNull()
    expect(json.eventsUnavailable).toBe('failed')
    expect(json.health.states).toHaveLength(1)
  })

  it('refuses a bad id (400) and another organisation’s campaign (404)', async () => {
    const bad = await today('not a valid id!')
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('request.invalid')
    const elsewhere = await today(knownCampaigns.northwind)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.json.code).toBe('campaign.not_found')
  })
})

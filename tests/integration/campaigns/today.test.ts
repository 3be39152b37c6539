import { knownCampaigns, seedContactLists, seedQueues } from '../../../emulator/src/outbound/seedOutbound'
import { seedUsers, VIEWER_PERMISSIONS } from '../../../emulator/src/seed'
import * as todayRoute from '@/pages/api/campaigns/[id]/today'
import type { CampaignToday } from '@/shared/campaigns/campaignTodayTypes'
import { PerformanceSampleRepository } from '@/server/campaigns/performance/PerformanceSampleRepository'
import { getDatabase } from '@/server/db'
import type { CampaignPerformanceSamplesTable } from '@/server/db/Database'
import { describeOnDatabases } from '../../support/dbDescribe'
import { serveRoutePatterns } from '../../support/serveNextApiRoute'
import { AVERY, DEMO_ORG, NORTHWIND_ORG, START, useCampaignsFixture, VIC } from './support/campaignsFixture'

/**
 * GET /api/campaigns/:id/today (issue 16) against the emulator: the campaign's own dialer events (the platform's
 * documented codes), its state and health windows (why it was not dialing), the samples kept, and what it costs
 * the platform.
 */
const SUMMARY_ROUTE = 'GET /api/v2/outbound/diagnostics/campaigns/{campaignId}/summary'
const EVENTS_ROUTE = 'GET /api/v2/outbound/events'
const MINUTE = 60_000

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

  const sample = (
    campaignId: string,
    at: number,
    pace: number | null,
    abandonRate: number | null,
    orgId = DEMO_ORG
  ): CampaignPerformanceSamplesTable => ({
    org_id: orgId,
    campaign_id: campaignId,
    sampled_at: new Date(at).toISOString(),
    dialing: pace ? 1 : 0,
    idle_since: pace ? null : new Date(at).toISOString(),
    idle_agents: pace ? 3 : 0,
    outstanding_calls: pace ? 4 : 0,
    pace,
    abandon_rate: abandonRate
  })

  it('answers its health windows (why it was not dialing) and the samples in order, for 2 platform calls', async () => {
    await app().tokenFor(AVERY)
    app().clock.advance(10 * MINUTE)
    const agentsGone = app().clock.now()
    // Premium Upgrade Push dials for Outbound Sales, Quarterly NPS Survey for Customer Care: both stop dialing
    await app().control(`outbound/queues/${seedQueues.sales.id}/agents`, undefined, 'DELETE')
    await app().control(`outbound/queues/${seedQueues.care.id}/agents`, undefined, 'DELETE')
    app().clock.advance(5 * MINUTE)
    const now = app().clock.now()

    const repository = new PerformanceSampleRepository((await getDatabase()).db)
    await repository.insert([
      sample(knownCampaigns.onPower, agentsGone + MINUTE, 0, 2.5),
      sample(knownCampaigns.onPower, agentsGone - MINUTE, 120, 2.1),
      sample(knownCampaigns.onPower, agentsGone - 2 * MINUTE, 118.5, null),
      // older than 24 hours, another campaign, another organisation: not this answer's
      sample(knownCampaigns.onPower, now - 25 * 60 * MINUTE, 90, 1),
      sample(knownCampaigns.onPredictive, agentsGone, 100, 3),
      sample(knownCampaigns.onPower, agentsGone, 60, 9, NORTHWIND_ORG)
    ])

    await app().resetCalls()
    const answer = await today(knownCampaigns.onPower)
    expect(answer.status).toBe(200)
    expect(await app().calls()).toEqual({ total: 2, byRoute: { [SUMMARY_ROUTE]: 1, [EVENTS_ROUTE]: 1 } })

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

    expect(json.samples).toEqual([
      {
        at: new Date(agentsGone - 2 * MINUTE).toISOString(),
        pace: 118.5,
        abandonRate: null,
        idleAgents: 3,
        outstandingCalls: 4,
        dialing: true
      },
      {
        at: new Date(agentsGone - MINUTE).toISOString(),
        pace: 120,
        abandonRate: 2.1,
        idleAgents: 3,
        outstandingCalls: 4,
        dialing: true
      },
      {
        at: new Date(agentsGone + MINUTE).toISOString(),
        pace: 0,
        abandonRate: 2.5,
        idleAgents: 0,
        outstandingCalls: 0,
        dialing: false
      }
    ])
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
    // with no samples kept, the answer says so by an empty list (not a failure)
    expect(json.samples).toEqual([])
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

  it('answers the samples to someone without outbound:campaignDiagnostic:view, naming it, and asks the platform nothing', async () => {
    await app().tokenFor(VIC)
    const { db } = await getDatabase()
    app().clock.advance(2 * MINUTE)
    await new PerformanceSampleRepository(db).insert([sample(knownCampaigns.onPower, START + MINUTE, 120, 2)])
    await app().resetCalls()

    const { status, json } = await today(knownCampaigns.onPower, VIC)
    expect(status).toBe(200)
    expect(json.samples.map(s => s.pace)).toEqual([120])
    expect(json.health).toEqual({ states: [], health: [] })
    expect(json.healthUnavailable).toEqual({
      permission: 'outbound:campaignDiagnostic:view',
      permissions: ['outbound:campaignDiagnostic:view'],
      anyOf: false
    })
    expect(json.eventsUnavailable).toBe('noPermission')
    // known from the token's validation: neither the summary nor the event log is asked (no 403 a minute)
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

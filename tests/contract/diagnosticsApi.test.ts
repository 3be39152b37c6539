/**
 * The official SDK's OutboundApi on why campaigns dial as they do, against the emulator: campaign diagnostics,
 * the performance query (at most 50 ids), the diagnostics summary, the dialer's event log and the outbound
 * settings, their models, and every reason the dialer simulation knows, produced through the control API: no
 * idle agent on the queue (the campaign stops dialing until agents are back), agents short (slower, abandons
 * over target), no line or fewer lines, the list worked through, contacts outside their callable times. Like
 * the platform, none of these is a dialer event: the diagnostics and the summary's health windows say them
 * (`WaitingForAgents`, `WaitingForLines`; what the event log does hold: dialerEventsApi.test.ts). Also
 * permissions (403 naming the permission) and organisation isolation.
 */
import platformClient from 'purecloud-platform-client-v2'
import { seedQueueAgents } from '../../emulator/src/outbound/dialer/dialerConditions'
import { knownCampaigns, seedContactLists, seedQueues } from '../../emulator/src/outbound/seedOutbound'
import { seedOrganizations, seedUsers } from '../../emulator/src/seed'
import { emulatorControl, failureOf, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const { onPredictive, onPower, offAgentless, offPower } = knownCampaigns

const calledOf = async (id: string) =>
  (await outbound().getOutboundCampaignProgress(id)).numberOfContactsCalled ?? 0

const iso = (ms: number) => new Date(ms).toISOString()

/** The campaign's health windows from `since` until now, as [state, start] pairs. */
async function healthSince(id: string, since: number) {
  const summary = await outbound().getOutboundDiagnosticsCampaignSummary(id, iso(since), iso(t.now))
  return summary.campaignHealthStates!.map(window => [window.state, window.dateStart])
}

/** Every event the organisation's log holds (the simulation's reasons are none of them). */
const eventCount = async () => (await outbound().getOutboundEvents()).total

describe('campaign diagnostics', () => {
  test('the model: callable contacts, queue utilisation, the live figures of the stats, no errors', async () => {
    const diagnostics = await outbound().getOutboundCampaignDiagnostics(onPredictive)
    const stats = await outbound().getOutboundCampaignStats(onPredictive)
    const progress = await outbound().getOutboundCampaignProgress(onPredictive)
    const care = seedQueueAgents[seedQueues.care.id]!
    const onQueue = care.idle + care.busy + care.onOtherCalls + care.onDifferentEdgeGroup
    expect(diagnostics).toEqual({
      callableContacts: { dncLists: [], ruleSets: [] },
      queueUtilizationDiagnostic: {
        queue: {
          id: seedQueues.care.id,
          name: 'Customer Care',
          selfUri: `/api/v2/routing/queues/${seedQueues.care.id}`
        },
        usersInQueue: onQueue + care.offQueue,
        activeUsersInQueue: onQueue,
        usersOnQueue: onQueue,
        usersNotUtilized: care.idle,
        usersOnQueueWithStation: onQueue,
        usersOnACampaignCall: care.busy,
        usersOnDifferentEdgeGroup: care.onDifferentEdgeGroup,
        usersOnANonCampaignCall: care.onOtherCalls
      },
      ruleSetDiagnostics: [],
      outstandingInteractionsCount: stats.outstandingCalls,
      scheduledInteractionsCount: stats.scheduledCalls,
      timeZoneRescheduledCallsCount: 0,
      filteredOutContactsCount: stats.filteredOutContactsCount,
      idleAgents: stats.idleAgents,
      effectiveIdleAgents: stats.effectiveIdleAgents,
      linesUtilization: stats.linesUtilization,
      numberOfContactsCalled: progress.numberOfContactsCalled,
      totalNumberOfContacts: 50_000,
      campaignErrors: []
    })
    expect(diagnostics.idleAgents).toBeGreaterThan(0)

    // An invalid campaign says why; an agentless one has no queue to diagnose.
    const invalid = await outbound().getOutboundCampaignDiagnostics(knownCampaigns.invalid)
    expect(invalid.campaignErrors!.length).toBeGreaterThan(0)
    expect(invalid.campaignErrors![0]).toEqual({ error: expect.any(String), details: expect.any(String) })
    const agentless = await outbound().getOutboundCampaignDiagnostics(offAgentless)
    expect(agentless.queueUtilizationDiagnostic).toBeUndefined()
    expect(agentless.idleAgents).toBe(0)
  })

  test('the seed keeps every running campaign dialing at 2 contacts a second', async () => {
    const listing = await outbound().getOutboundCampaigns({ pageSize: 100 })
    const running = listing.entities!.filter(c => c.campaignStatus === 'on').map(c => c.id!)
    expect(running.length).toBe(8)
    const before = await Promise.all(running.map(id => calledOf(id)))
    t.now += 10_000
    const after = await Promise.all(running.map(id => calledOf(id)))
    // Debt Recovery – East skips some of its contacts (DNC): reached, not called, still 20.
    running.forEach((id, i) => {
      if (id !== knownCampaigns.onWithDncLists) expect(after[i]! - before[i]!).toBe(20)
    })
    expect((await outbound().getOutboundEvents()).total).toBe(0)
  })

  test('no idle agent on the queue: utilisation says so, the campaign stops dialing, WaitingForAgents; agents back: it dials', async () => {
    t.now += 60_000
    const takenAt = t.now
    const taken = await emulatorControl(t, 'DELETE', `/outbound/queues/${seedQueues.sales.id}/agents`)
    expect(taken.status).toBe(200)
    const sales = seedQueueAgents[seedQueues.sales.id]!
    const members = sales.idle + sales.busy + sales.onOtherCalls + sales.offQueue + sales.onDifferentEdgeGroup
    expect(taken.body).toEqual({
      queue: { id: seedQueues.sales.id, name: 'Outbound Sales' },
      idle: 0,
      busy: 0,
      onOtherCalls: 0,
      onDifferentEdgeGroup: 0,
      offQueue: members
    })

    const diagnostics = await outbound().getOutboundCampaignDiagnostics(onPower)
    expect(diagnostics.queueUtilizationDiagnostic).toMatchObject({
      usersInQueue: members,
      usersOnQueue: 0,
      usersNotUtilized: 0,
      usersOnACampaignCall: 0,
      usersOnANonCampaignCall: 0
    })
    expect(diagnostics).toMatchObject({
      idleAgents: 0,
      outstandingInteractionsCount: 0,
      linesUtilization: { assignedOutboundLines: 0 }
    })
    const before = await calledOf(onPower)
    t.now += 60_000
    expect(await calledOf(onPower)).toBe(before)
    expect((await outbound().getOutboundCampaign(onPower)).campaignStatus).toBe('on')

    // Not a dialer event on the platform: the summary's health says what it waits for, from that instant.
    expect(await eventCount()).toBe(0)
    expect(await healthSince(onPower, takenAt - 60_000)).toEqual([
      ['healthy', iso(takenAt - 60_000)],
      ['WaitingForAgents', iso(takenAt)]
    ])
    // The campaigns of the other queues dial on.
    const care = await calledOf(onPredictive)
    t.now += 10_000
    expect(await calledOf(onPredictive)).toBe(care + 20)

    // Agents on the queue but all on other calls: still nobody idle.
    await emulatorControl(t, 'PUT', `/outbound/queues/${seedQueues.sales.id}/agents`, {
      onOtherCalls: 3,
      busy: 2
    })
    expect(
      (await outbound().getOutboundCampaignDiagnostics(onPower)).queueUtilizationDiagnostic
    ).toMatchObject({
      usersOnQueue: 5,
      usersNotUtilized: 0,
      usersOnANonCampaignCall: 3,
      usersOnACampaignCall: 2
    })
    t.now += 10_000
    expect(await calledOf(onPower)).toBe(before)

    // Given back, it dials again at the full pace, from where it stood.
    const backAt = t.now
    await emulatorControl(t, 'PUT', `/outbound/queues/${seedQueues.sales.id}/agents`, sales)
    t.now += 10_000
    expect(await calledOf(onPower)).toBe(before + 20)
    expect((await healthSince(onPower, takenAt)).at(-1)).toEqual(['healthy', iso(backAt)])
  })

  test('agents short: a predictive campaign dials slower and abandons over its target', async () => {
    const need = (await outbound().getOutboundCampaignStats(onPredictive)).idleAgents!
    expect(need).toBe(5)
    const before = await calledOf(onPredictive)
    await emulatorControl(t, 'PUT', `/outbound/queues/${seedQueues.care.id}/agents`, {
      idle: 1,
      busy: 12,
      onOtherCalls: 4
    })
    const diagnostics = await outbound().getOutboundCampaignDiagnostics(onPredictive)
    expect(diagnostics).toMatchObject({ idleAgents: 1, queueUtilizationDiagnostic: { usersNotUtilized: 1 } })
    t.now += 10_000
    // One idle agent of the five it needs: a fifth of the pace.
    expect(await calledOf(onPredictive)).toBe(before + 4)

    // Slower is still dialing: healthy, and no event (analytics says the abandon rate: analyticsApi.test.ts).
    expect(await healthSince(onPredictive, t.now - 10_000)).toEqual([['healthy', iso(t.now - 10_000)]])
    expect(await eventCount()).toBe(0)
  })

  test('the list worked through: nothing left to call; always running stays on, otherwise complete', async () => {
    t.now += 60_000
    const exhaustedAt = t.now
    const campaign = await outbound().getOutboundCampaign(onPower)
    await outbound().putOutboundCampaign(onPower, { ...campaign, alwaysRunning: true })
    const exhausted = await emulatorControl(
      t,
      'POST',
      `/outbound/contactlists/${seedContactLists.broadband.id}/exhaust`
    )
    expect(exhausted.status).toBe(200)
    expect(exhausted.body.campaigns).toEqual(
      expect.arrayContaining([
        { id: onPower, name: 'Premium Upgrade Push', campaignStatus: 'on' },
        {
          id: 'f0000000-0000-4000-8000-000000000127',
          name: 'Broadband Upgrade – West',
          campaignStatus: 'complete'
        }
      ])
    )
    const diagnostics = await outbound().getOutboundCampaignDiagnostics(onPower)
    expect(diagnostics.numberOfContactsCalled).toBe(diagnostics.totalNumberOfContacts)
    expect(diagnostics.outstandingInteractionsCount).toBe(0)
    t.now += 60_000
    expect((await outbound().getOutboundCampaign(onPower)).campaignStatus).toBe('on')
    expect((await outbound().getOutboundCampaignProgress(onPower)).percentage).toBe(100)

    // No event: the progress says it, and the other campaign's states show it complete from that instant.
    expect(await eventCount()).toBe(0)
    const west = await outbound().getOutboundDiagnosticsCampaignSummary(
      'f0000000-0000-4000-8000-000000000127',
      iso(exhaustedAt - 60_000),
      iso(t.now)
    )
    expect(west.campaignStates!.map(window => [window.state, window.dateStart])).toEqual([
      ['on', iso(exhaustedAt - 60_000)],
      ['complete', iso(exhaustedAt)]
    ])

    // Recycled, it has contacts to call again.
    await outbound().deleteOutboundCampaignProgress(onPower)
    t.now += 5_000
    expect(await calledOf(onPower)).toBe(10)
  })

  test('contacts outside their callable times: time-zone rescheduled, and the set among the filters', async () => {
    const set = await outbound().postOutboundCallabletimesets({
      name: 'Contract – London mornings',
      callableTimes: [
        {
          timeZoneId: 'Europe/London',
          timeSlots: [1, 2, 3, 4, 5, 6, 7].map(day => ({ startTime: '09:00', stopTime: '12:00', day }))
        }
      ]
    })
    const campaign = await outbound().getOutboundCampaign(offPower)
    await outbound().putOutboundCampaign(offPower, { ...campaign, callableTimeSet: { id: set.id! } })
    await outbound().postOutboundCampaignStart(offPower)
    t.now += 20_000
    const diagnostics = await outbound().getOutboundCampaignDiagnostics(offPower)
    const stats = await outbound().getOutboundCampaignStats(offPower)
    expect(diagnostics.timeZoneRescheduledCallsCount).toBeGreaterThan(0)
    expect(diagnostics.timeZoneRescheduledCallsCount).toBe(stats.timeZoneRescheduledCalls)
    expect(diagnostics.callableContacts!.callableTimeSet).toEqual({
      id: set.id,
      name: 'Contract – London mornings',
      selfUri: `/api/v2/outbound/callabletimesets/${set.id}`
    })
    expect(diagnostics.numberOfContactsCalled! + diagnostics.timeZoneRescheduledCallsCount!).toBe(40)
  })

  test('lines: none available stops an agentless campaign; fewer than it needs slows it', async () => {
    await outbound().postOutboundCampaignStart(offAgentless)
    const lines = (await outbound().getOutboundCampaignDiagnostics(offAgentless)).linesUtilization!
    expect(lines.totalAvailableOutboundLines).toBeGreaterThan(0)
    const none = await emulatorControl(t, 'PUT', '/outbound/lines', { available: 0 })
    expect(none).toEqual({
      status: 200,
      body: { organizationId: seedOrganizations.democc.id, available: 0 }
    })
    expect((await outbound().getOutboundCampaignDiagnostics(offAgentless)).linesUtilization).toEqual({
      assignedOutboundLines: 0,
      totalAvailableOutboundLines: 0
    })
    const noneAt = t.now
    t.now += 10_000
    expect(await calledOf(offAgentless)).toBe(0)
    expect(await healthSince(offAgentless, noneAt)).toEqual([['WaitingForLines', iso(noneAt)]])

    // About half the lines it is set to use: about half the pace.
    const total = lines.totalAvailableOutboundLines!
    const half = Math.floor(total / 2)
    const halfAt = t.now
    await emulatorControl(t, 'PUT', '/outbound/lines', { available: half })
    t.now += 10_000
    const slower = Math.floor(10 * 2 * (half / total))
    expect(await calledOf(offAgentless)).toBe(slower)
    // slower is still dialing: healthy again, and the log holds no event for either
    expect(await healthSince(offAgentless, noneAt)).toEqual([
      ['WaitingForLines', iso(noneAt)],
      ['healthy', iso(halfAt)]
    ])
    expect(await eventCount()).toBe(0)
    const limited = await outbound().getOutboundCampaignDiagnostics(offAgentless)
    expect(limited.linesUtilization!.totalAvailableOutboundLines).toBe(half)

    await emulatorControl(t, 'PUT', '/outbound/lines', { available: null })
    t.now += 10_000
    expect(await calledOf(offAgentless)).toBe(slower + 20)
  })
})

describe('performance query', () => {
  test('one CampaignPerformanceData per campaign found, in the order asked', async () => {
    const answer = await outbound().postOutboundCampaignsPerformanceQuery([
      onPower,
      onPredictive,
      knownCampaigns.northwindOn,
      'no-such-campaign',
      onPower
    ])
    const stats = await outbound().getOutboundCampaignStats(onPower)
    const progress = await outbound().getOutboundCampaignProgress(onPower)
    expect(answer.entities!.map(e => e.campaign.id)).toEqual([onPower, onPredictive])
    expect(answer.entities![0]).toEqual({
      campaign: {
        id: onPower,
        name: 'Premium Upgrade Push',
        selfUri: `/api/v2/outbound/campaigns/${onPower}`
      },
      // an AddressableEntityRef in the SDK: the division's id and address, no name
      division: {
        id: expect.any(String),
        selfUri: expect.stringContaining('/api/v2/authorization/divisions/')
      },
      contactRate: { connectRatio: stats.contactRate!.connectRatio },
      idleAgents: stats.idleAgents,
      effectiveIdleAgents: stats.effectiveIdleAgents,
      adjustedCallsPerAgent: stats.adjustedCallsPerAgent,
      outstandingCalls: stats.outstandingCalls,
      scheduledCalls: stats.scheduledCalls,
      rightPartyContactsCount: stats.rightPartyContactsCount,
      campaignStatus: 'on',
      dialingMode: 'power',
      progress: { percentage: progress.percentage },
      linesUtilization: stats.linesUtilization
    })
  })

  test('at most 50 ids: 50 answer, 51 are refused with the limit', async () => {
    const ids = Array.from({ length: 64 }, (_, i) => `f0000000-0000-4000-8000-000000000${100 + i}`)
    const fifty = await outbound().postOutboundCampaignsPerformanceQuery(ids.slice(0, 50))
    expect(fifty.entities).toHaveLength(50)
    const tooMany = await failureOf(outbound().postOutboundCampaignsPerformanceQuery(ids.slice(0, 51)))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.code).toBe('bad.request')
    expect(tooMany.body.message).toContain('At most 50')
    expect(tooMany.body.limit).toMatchObject({ key: 'max.campaign.performance.ids', value: 50 })
    const notIds = await failureOf(
      outbound().postOutboundCampaignsPerformanceQuery({ campaignIds: [onPower] } as unknown as string[])
    )
    expect(notIds.status).toBe(400)
  })
})

describe('diagnostics summary', () => {
  // The health states are the SDK's documented values (healthy, WaitingForAgents, WaitingForLines,
  // WaitingForContacts…), not a Healthy/Unhealthy pair.
  test('states and health over the window: on and dialing, on without agents, dialing again', async () => {
    const start = new Date(t.now).toISOString()
    t.now += 60_000
    await emulatorControl(t, 'DELETE', `/outbound/queues/${seedQueues.sales.id}/agents`)
    t.now += 60_000
    await emulatorControl(t, 'PUT', `/outbound/queues/${seedQueues.sales.id}/agents`, { idle: 4 })
    t.now += 60_000
    await outbound().postOutboundCampaignStop(onPower)
    t.now += 5_000
    const end = new Date(t.now + 3_600_000).toISOString()
    const summary = await outbound().getOutboundDiagnosticsCampaignSummary(onPower, start, end)
    const at = (offsetMs: number) => new Date(Date.parse(start) + offsetMs).toISOString()
    expect(summary).toEqual({
      campaignId: onPower,
      dateStart: start,
      dateEnd: end,
      campaignStates: [
        { state: 'on', dateStart: at(0), dateEnd: at(180_000), dialingMode: 'power' },
        { state: 'stopping', dateStart: at(180_000), dateEnd: at(182_000), dialingMode: 'power' },
        { state: 'off', dateStart: at(182_000), dateEnd: at(185_000), dialingMode: 'power' }
      ],
      campaignInfo: [],
      campaignHealthStates: [
        { state: 'healthy', dateStart: at(0), dateEnd: at(60_000) },
        { state: 'WaitingForAgents', dateStart: at(60_000), dateEnd: at(120_000) },
        { state: 'healthy', dateStart: at(120_000), dateEnd: at(180_000) }
      ],
      configChanges: []
    })
    const noStart = await failureOf(outbound().getOutboundDiagnosticsCampaignSummary(onPower, '', end))
    expect(noStart.status).toBe(400)
    expect(noStart.body.message).toContain('start')
  })
})

describe('outbound settings', () => {
  test('GET /outbound/settings: the organisation’s settings', async () => {
    const settings = await outbound().getOutboundSettings()
    expect(settings).toEqual({
      id: seedOrganizations.democc.id,
      name: 'Demo Contact Centre',
      dateCreated: expect.any(String),
      dateModified: expect.any(String),
      version: 1,
      maxCallsPerAgent: 4,
      maxCallsPerAgentDecimal: 4,
      maxConfigurableCallsPerAgent: 15,
      maxLineUtilization: 1,
      abandonSeconds: 2,
      complianceAbandonRateDenominator: 'ALL_CALLS',
      automaticTimeZoneMapping: {
        callableWindows: [expect.objectContaining({ mapped: expect.any(Object) })],
        supportedCountries: ['US']
      },
      rescheduleTimeZoneSkippedContacts: false,
      contactListDefaultRetentionType: 'Permanent',
      timeZone: 'UTC',
      selfUri: '/api/v2/outbound/settings'
    })
  })
})

describe('permissions, isolation, the control API', () => {
  test('403 naming the permission', async () => {
    await t.signInAs(seedUsers.vic.email)
    const settings = await failureOf(outbound().getOutboundSettings())
    expect(settings.status).toBe(403)
    expect(settings.body.code).toBe('missing.permissions')
    expect(settings.body.message).toContain('outbound:settings:view')
    const events = await failureOf(outbound().getOutboundEvents())
    expect(events.status).toBe(403)
    expect(events.body.message).toContain('outbound:eventLog:view')
    // Viewing campaigns is enough for their diagnostics and performance.
    expect((await outbound().getOutboundCampaignDiagnostics(onPower)).idleAgents).toBeGreaterThan(0)
    expect((await outbound().postOutboundCampaignsPerformanceQuery([onPower])).entities).toHaveLength(1)

    await t.signInAs(seedUsers.sam.email)
    expect((await outbound().getOutboundSettings()).id).toBe(seedOrganizations.democc.id)
  })

  test('another organisation: 404, left out, its own settings, events and agents', async () => {
    await emulatorControl(t, 'DELETE', `/outbound/queues/${seedQueues.sales.id}/agents`)
    await t.signInAs(seedUsers.nina.email)
    expect((await failureOf(outbound().getOutboundCampaignDiagnostics(onPower))).status).toBe(404)
    const end = new Date(t.now + 60_000).toISOString()
    const summary = await failureOf(
      outbound().getOutboundDiagnosticsCampaignSummary(onPower, new Date(t.now).toISOString(), end)
    )
    expect(summary.status).toBe(404)
    const performance = await outbound().postOutboundCampaignsPerformanceQuery([
      onPower,
      knownCampaigns.northwindOn
    ])
    expect(performance.entities!.map(e => e.campaign.id)).toEqual([knownCampaigns.northwindOn])
    expect(performance.entities![0]!.idleAgents).toBeGreaterThan(0)
    expect((await outbound().getOutboundSettings()).id).toBe(seedOrganizations.northwind.id)
    expect((await outbound().getOutboundEvents()).total).toBe(0)
  })

  test('bad input is refused, unknown queues and lists are 404, reset restores the seed', async () => {
    const path = `/outbound/queues/${seedQueues.sales.id}/agents`
    const bad = await emulatorControl(t, 'PUT', path, { idle: -1 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('idle')
    expect((await emulatorControl(t, 'PUT', path, { idle: 1, sleeping: 2 })).status).toBe(400)
    expect((await emulatorControl(t, 'GET', '/outbound/queues/nope/agents')).status).toBe(404)
    expect((await emulatorControl(t, 'POST', '/outbound/contactlists/nope/exhaust')).status).toBe(404)
    expect(
      (await emulatorControl(t, 'PUT', '/outbound/lines', { organizationId: 'nope', available: 1 })).status
    ).toBe(400)

    await emulatorControl(t, 'PUT', path, { idle: 0 })
    await emulatorControl(t, 'PUT', '/outbound/lines', { available: 0 })
    await t.reset()
    expect((await emulatorControl(t, 'GET', path)).body).toMatchObject(seedQueueAgents[seedQueues.sales.id]!)
    expect((await emulatorControl(t, 'GET', '/outbound/lines')).body).toEqual({
      organizationId: seedOrganizations.democc.id,
      available: null
    })
    expect((await outbound().getOutboundEvents()).total).toBe(0)
  })
})

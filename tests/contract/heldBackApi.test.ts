/**
 * The official SDK's OutboundApi on two reasons a campaign that is on calls nobody, produced through the
 * emulator: its callable time set closed for every contact (no call, no line, no progress, contacts rescheduled
 * for their time zone; it dials again at the instant the hours open, even when nobody looked in between), and a
 * rule set whose evaluation warns or filters out every contact (the control API says what it says). The stats,
 * the diagnostics, the performance query and the progress agree, the campaign stays on, and the diagnostics
 * summary says why (`WaitingForContacts`): like the platform, the dialer's event log does not.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { emulatorControl, setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const outbound = () => new platformClient.OutboundApi()
const { onPower, offPower } = knownCampaigns

/** What the stats, the diagnostics, the performance query and the progress say of one campaign now. */
async function figures(id: string) {
  const [stats, diagnostics, performance, progress, campaign] = await Promise.all([
    outbound().getOutboundCampaignStats(id),
    outbound().getOutboundCampaignDiagnostics(id),
    outbound().postOutboundCampaignsPerformanceQuery([id]),
    outbound().getOutboundCampaignProgress(id),
    outbound().getOutboundCampaign(id)
  ])
  const entity = performance.entities![0]!
  // the three agree on the live figures
  expect(diagnostics.outstandingInteractionsCount).toBe(stats.outstandingCalls)
  expect(entity.outstandingCalls).toBe(stats.outstandingCalls)
  expect(diagnostics.linesUtilization).toEqual(stats.linesUtilization)
  expect(entity.linesUtilization).toEqual(stats.linesUtilization)
  expect(diagnostics.idleAgents).toBe(stats.idleAgents)
  expect(diagnostics.timeZoneRescheduledCallsCount).toBe(stats.timeZoneRescheduledCalls)
  expect(diagnostics.filteredOutContactsCount).toBe(stats.filteredOutContactsCount)
  expect(diagnostics.numberOfContactsCalled).toBe(progress.numberOfContactsCalled)
  expect(entity.progress!.percentage).toBe(progress.percentage)
  expect(entity.campaignStatus).toBe(campaign.campaignStatus)
  return { stats, diagnostics, progress, status: campaign.campaignStatus }
}

/** Contacts of the pass reached: called, skipped or left for their callable times. */
const reachedOf = async (id: string) => {
  const progress = await outbound().getOutboundCampaignProgress(id)
  const skipped = Object.values(progress.numberOfContactsSkipped ?? {}).reduce((sum, n) => sum + n, 0)
  return { progress, skippedOrCalled: progress.numberOfContactsCalled! + skipped }
}

/**
 * Wednesday noon to 1 pm, in each contact's own zone. At 09:00 UTC (the contracts' start) no zone of the seeded
 * contacts (US, UK, France, Germany, Spain) is in it; it opens at 10:00 UTC (noon in Paris, Berlin, Madrid).
 */
const wednesdayNoon = () =>
  outbound().postOutboundCallabletimesets({
    name: 'Contract – Wednesday noon',
    callableTimes: [
      { timeZoneId: 'Europe/Paris', timeSlots: [{ startTime: '12:00', stopTime: '13:00', day: 3 }] }
    ]
  })

const OPENS = Date.parse('2026-04-01T10:00:00.000Z')

const iso = (ms: number) => new Date(ms).toISOString()

/** The campaign's health windows from `since` until now, as [state, start] pairs. */
async function healthSince(id: string, since: number) {
  const summary = await outbound().getOutboundDiagnosticsCampaignSummary(id, iso(since), iso(t.now))
  return summary.campaignHealthStates!.map(window => [window.state, window.dateStart])
}

/** Every event the organisation's log holds: what holds a campaign back is none of them. */
const eventCount = async () => (await outbound().getOutboundEvents()).total

describe('outside callable hours', () => {
  test('started with its hours closed everywhere: no call, no line, no progress, on; it dials from the instant they open', async () => {
    const set = await wednesdayNoon()
    const campaign = await outbound().getOutboundCampaign(offPower)
    await outbound().putOutboundCampaign(offPower, { ...campaign, callableTimeSet: { id: set.id! } })
    await outbound().postOutboundCampaignStart(offPower)
    t.now += 20_000

    const held = await figures(offPower)
    expect(held.status).toBe('on')
    expect(held.stats.outstandingCalls).toBe(0)
    expect(held.stats.linesUtilization!.assignedOutboundLines).toBe(0)
    expect(held.stats.linesUtilization!.totalAvailableOutboundLines).toBeGreaterThan(0)
    expect(held.stats.idleAgents).toBeGreaterThan(0)
    expect(held.progress.numberOfContactsCalled).toBe(0)
    expect(held.progress.percentage).toBe(0)
    // every contact left waits for its hours
    expect(held.diagnostics.timeZoneRescheduledCallsCount).toBe(held.progress.totalNumberOfContacts)

    expect(await eventCount()).toBe(0)

    // Nobody looks until 10 s after the hours open: only those 10 s dialed (2 contacts a second).
    t.now = OPENS + 10_000
    const open = await figures(offPower)
    expect(open.status).toBe('on')
    expect(open.stats.outstandingCalls).toBeGreaterThan(0)
    expect(open.stats.linesUtilization!.assignedOutboundLines).toBeGreaterThan(0)
    const reached = open.progress.numberOfContactsCalled! + open.diagnostics.timeZoneRescheduledCallsCount!
    expect(reached).toBe(20)
    expect(open.progress.numberOfContactsCalled).toBeGreaterThan(0)
    // the summary: on and not dialing until the hours opened, then dialing
    const summary = await outbound().getOutboundDiagnosticsCampaignSummary(
      offPower,
      new Date(t.now - 3_600_000).toISOString(),
      new Date(t.now).toISOString()
    )
    expect(summary.campaignHealthStates!.map(s => [s.state, s.dateStart])).toEqual([
      ['WaitingForContacts', expect.any(String)],
      ['healthy', new Date(OPENS).toISOString()]
    ])
    expect(await eventCount()).toBe(0)
  })

  test('a set closed now given to a running campaign (the platform’s PUT): it stops calling at once, stays on', async () => {
    t.now += 5_000
    const { skippedOrCalled: before } = await reachedOf(onPower)
    const set = await wednesdayNoon()
    const campaign = await outbound().getOutboundCampaign(onPower)
    const putAt = t.now
    await outbound().putOutboundCampaign(onPower, { ...campaign, callableTimeSet: { id: set.id! } })
    const atPut = await figures(onPower)
    t.now += 60_000
    const later = await figures(onPower)
    expect(later.status).toBe('on')
    expect(later.stats.outstandingCalls).toBe(0)
    expect(later.stats.linesUtilization!.assignedOutboundLines).toBe(0)
    expect(later.diagnostics.timeZoneRescheduledCallsCount).toBeGreaterThan(0)
    // no progress while held back
    expect(later.progress.percentage).toBe(atPut.progress.percentage)
    expect(later.diagnostics.timeZoneRescheduledCallsCount).toBe(
      atPut.diagnostics.timeZoneRescheduledCallsCount
    )
    // what it called before the set stays called (the set does not reach back)
    expect(later.progress.numberOfContactsCalled).toBe(before)
    expect(later.diagnostics.timeZoneRescheduledCallsCount).toBe(
      later.progress.totalNumberOfContacts! - before
    )
    // waiting for contacts from the PUT's instant, and no event
    expect(await healthSince(onPower, putAt - 5_000)).toEqual([
      ['healthy', iso(putAt - 5_000)],
      ['WaitingForContacts', iso(putAt)]
    ])
    expect(await eventCount()).toBe(0)

    // without the set it dials again
    const current = await outbound().getOutboundCampaign(onPower)
    await outbound().putOutboundCampaign(onPower, { ...current, callableTimeSet: undefined })
    t.now += 10_000
    expect((await figures(onPower)).stats.outstandingCalls).toBeGreaterThan(0)
  })
})

describe('rule set diagnostics', () => {
  const RULE_SET = 'c0ffee00-0000-4000-8000-000000000001'
  const path = `/outbound/rulesets/${RULE_SET}/diagnostics`

  async function useRuleSet(id: string) {
    const campaign = await outbound().getOutboundCampaign(id)
    await outbound().putOutboundCampaign(id, { ...campaign, ruleSets: [{ id: RULE_SET }] })
  }

  test('warnings only: shown in ruleSetDiagnostics, the campaign dials on', async () => {
    await useRuleSet(onPower)
    const said = await emulatorControl(t, 'PUT', path, {
      name: 'Skip weekends',
      warnings: ['The rule "Skip weekends" refers to a column the contact list does not have.']
    })
    expect(said).toEqual({
      status: 200,
      body: {
        ruleSetId: RULE_SET,
        name: 'Skip weekends',
        warnings: ['The rule "Skip weekends" refers to a column the contact list does not have.'],
        filtersEverything: false
      }
    })
    const { diagnostics, stats } = await figures(onPower)
    expect(diagnostics.ruleSetDiagnostics).toEqual([
      {
        ruleSet: { id: RULE_SET, name: 'Skip weekends', selfUri: `/api/v2/outbound/rulesets/${RULE_SET}` },
        warnings: ['The rule "Skip weekends" refers to a column the contact list does not have.']
      }
    ])
    expect(diagnostics.callableContacts!.ruleSets).toEqual([
      { id: RULE_SET, name: 'Skip weekends', selfUri: `/api/v2/outbound/rulesets/${RULE_SET}` }
    ])
    expect(stats.outstandingCalls).toBeGreaterThan(0)
    t.now += 5_000
    expect(await healthSince(onPower, t.now - 5_000)).toEqual([['healthy', iso(t.now - 5_000)]])
  })

  test('filtering every contact: no call, no line, no progress, filtered = remaining, on; lifted: it dials', async () => {
    await useRuleSet(onPower)
    t.now += 5_000
    const filteredAt = t.now
    await emulatorControl(t, 'PUT', path, {
      name: 'Skip weekends',
      warnings: ['Every remaining contact is filtered out'],
      filtersEverything: true
    })
    const held = await figures(onPower)
    expect(held.status).toBe('on')
    expect(held.stats.outstandingCalls).toBe(0)
    expect(held.stats.linesUtilization!.assignedOutboundLines).toBe(0)
    expect(held.diagnostics.filteredOutContactsCount).toBe(
      held.diagnostics.totalNumberOfContacts! - held.diagnostics.numberOfContactsCalled!
    )
    expect(held.diagnostics.ruleSetDiagnostics![0]!.warnings).toEqual([
      'Every remaining contact is filtered out'
    ])
    t.now += 60_000
    const later = await figures(onPower)
    expect(later.progress.numberOfContactsCalled).toBe(held.progress.numberOfContactsCalled)
    expect(later.status).toBe('on')

    // what it waits for is said by the summary, not the event log
    expect(await healthSince(onPower, filteredAt - 5_000)).toEqual([
      ['healthy', iso(filteredAt - 5_000)],
      ['WaitingForContacts', iso(filteredAt)]
    ])
    expect(await eventCount()).toBe(0)
    // campaigns without the rule set dial on
    expect((await figures(knownCampaigns.onPredictive)).stats.outstandingCalls).toBeGreaterThan(0)

    // forgotten: no warning, it dials again from now
    expect((await emulatorControl(t, 'DELETE', path)).body).toEqual({
      ruleSetId: RULE_SET,
      warnings: [],
      filtersEverything: false
    })
    t.now += 10_000
    const again = await figures(onPower)
    expect(again.diagnostics.ruleSetDiagnostics![0]!.warnings).toEqual([])
    expect(again.progress.numberOfContactsCalled).toBe(later.progress.numberOfContactsCalled! + 20)
    expect((await healthSince(onPower, filteredAt)).at(-1)).toEqual(['healthy', iso(t.now - 10_000)])
  })

  test('bad bodies are refused; reset forgets what rule sets said', async () => {
    expect((await emulatorControl(t, 'PUT', path, { warnings: 'not a list' })).status).toBe(400)
    expect((await emulatorControl(t, 'PUT', path, { filtersEverything: true, extra: 1 })).status).toBe(400)
    await emulatorControl(t, 'PUT', path, { filtersEverything: true })
    await t.reset()
    expect((await emulatorControl(t, 'GET', path)).body).toEqual({
      ruleSetId: RULE_SET,
      warnings: [],
      filtersEverything: false
    })
  })
})

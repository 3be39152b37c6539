import { knownCampaigns, seedContactLists, seedQueues } from '../../../emulator/src/outbound/seedOutbound'
import type { CampaignOverview, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import {
  ABANDONS_ROUTE,
  AVERY,
  PERFORMANCE_ROUTE,
  SAM,
  useCampaignsFixture
} from './support/campaignsFixture'

/**
 * The overview's live performance (GET /api/campaigns?performance=1, docs/campaigns.md "Why isn't it
 * dialing?"): what it costs the platform, and when a campaign that is on is marked as not dialing — produced
 * through the emulator's control API, on the test's clock.
 */
describeOnDatabases('live performance on /api/campaigns', kind => {
  const fixture = useCampaignsFixture(kind)
  beforeEach(() => fixture().reset())

  const overview = async (email = AVERY, query = '?performance=1&pageSize=100') => {
    const answer = await fixture().request<CampaignOverview>('GET', `/api/campaigns${query}`, {
      token: await fixture().tokenFor(email)
    })
    expect(answer.status).toBe(200)
    return answer.json
  }
  const row = (answer: CampaignOverview, id: string): CampaignRow => {
    const found = answer.campaigns.find(campaign => campaign.id === id)
    if (!found) throw new Error(`campaign ${id} is not on the page`)
    return found
  }
  const performanceCalls = async () => {
    const { byRoute } = await fixture().calls()
    return { performance: byRoute[PERFORMANCE_ROUTE] ?? 0, abandons: byRoute[ABANDONS_ROUTE] ?? 0 }
  }

  it('gives every active campaign its figures from one performance query and one analytics query, shared by the organisation for 10 s', async () => {
    await fixture().tokenFor(SAM)
    await fixture().resetCalls()
    const answer = await overview()
    expect(await performanceCalls()).toEqual({ performance: 1, abandons: 1 })

    const predictive = row(answer, knownCampaigns.onPredictive).performance
    expect(predictive).toMatchObject({ stalled: false, idleSince: null, reason: null })
    expect(predictive!.idleAgents).toBeGreaterThan(0)
    expect(predictive!.linesInUse).toBeGreaterThan(0)
    expect(predictive!.abandonTarget).toEqual(expect.any(Number))
    // campaigns neither active nor invalid carry none; the invalid one is marked with the platform's words
    expect(row(answer, knownCampaigns.offPredictive).performance).toBeNull()
    expect(row(answer, knownCampaigns.invalid).performance).toMatchObject({
      stalled: true,
      reason: { kind: 'invalid', errors: expect.arrayContaining([expect.stringContaining('queue')]) }
    })

    // another supervisor a few seconds later: the same read, no call
    fixture().clock.advance(3_000)
    await fixture().resetCalls()
    await overview(SAM)
    expect(await performanceCalls()).toEqual({ performance: 0, abandons: 0 })

    // a page that saw a campaign start or stop dialing asks with recheck: figures of now (a second's reuse)
    fixture().clock.advance(2_000)
    await fixture().resetCalls()
    await overview(SAM, '?performance=1&recheck=1&pageSize=100')
    expect((await performanceCalls()).performance).toBe(1)

    // 10 s after the newest read it is read again
    fixture().clock.advance(10_000)
    await fixture().resetCalls()
    await overview(SAM)
    expect(await performanceCalls()).toEqual({ performance: 1, abandons: 1 })
  })

  it('costs nothing without performance=1, and the rows carry no figures', async () => {
    await overview()
    await fixture().resetCalls()
    fixture().clock.advance(11_000)
    const answer = await overview(AVERY, '?pageSize=100')
    expect(await performanceCalls()).toEqual({ performance: 0, abandons: 0 })
    expect(row(answer, knownCampaigns.onPredictive)).not.toHaveProperty('performance')
  })

  it('marks a campaign whose queue has no agent once it has not dialed for a minute, naming the queue; with agents back the mark goes', async () => {
    await overview()
    await fixture().control(`outbound/queues/${seedQueues.care.id}/agents`, undefined, 'DELETE')

    fixture().clock.advance(11_000)
    const silent = row(await overview(), knownCampaigns.onPredictive).performance!
    expect(silent).toMatchObject({ stalled: false, idleAgents: 0, outstandingCalls: 0, linesInUse: 0 })
    expect(silent.idleSince).toBe(new Date(fixture().clock.now()).toISOString())

    // a minute later (the samples are in the database: another server would say the same)
    fixture().clock.advance(60_000)
    const stalled = row(await overview(SAM), knownCampaigns.onPredictive).performance!
    expect(stalled).toMatchObject({
      stalled: true,
      idleSince: silent.idleSince,
      reason: { kind: 'noAgents', queue: 'Customer Care' }
    })
    // a campaign on another queue dials on
    expect(row(await overview(), knownCampaigns.onPower).performance).toMatchObject({ stalled: false })

    await fixture().control(`outbound/queues/${seedQueues.care.id}/agents`, { idle: 6 }, 'PUT')
    fixture().clock.advance(11_000)
    expect(row(await overview(), knownCampaigns.onPredictive).performance).toMatchObject({
      stalled: false,
      idleSince: null,
      reason: null
    })
  })

  it('marks an always-running campaign whose list is worked through, though the platform keeps a line assigned to it', async () => {
    const token = await fixture().tokenFor(AVERY)
    const campaignUrl = `${fixture().emulator.url}/api/v2/outbound/campaigns/${knownCampaigns.onPower}`
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const campaign = await (await fetch(campaignUrl, { headers })).json()
    const saved = await fetch(campaignUrl, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...campaign, alwaysRunning: true })
    })
    expect(saved.status).toBe(200)
    await overview()
    await fixture().control(`outbound/contactlists/${seedContactLists.broadband.id}/exhaust`, {})

    fixture().clock.advance(11_000)
    const silent = row(await overview(), knownCampaigns.onPower).performance!
    expect(silent.idleSince).toBe(new Date(fixture().clock.now()).toISOString())
    fixture().clock.advance(60_000)
    expect(row(await overview(), knownCampaigns.onPower).performance).toMatchObject({
      stalled: true,
      reason: { kind: 'listExhausted', contactList: seedContactLists.broadband.name }
    })
  })

  it('refuses a performance flag other than 1', async () => {
    const answer = await fixture().request('GET', '/api/campaigns?performance=yes', {
      token: await fixture().tokenFor(AVERY)
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'request.invalid' })
  })
})

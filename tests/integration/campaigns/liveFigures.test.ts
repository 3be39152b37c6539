import { knownCampaigns, seedQueues } from '../../../emulator/src/outbound/seedOutbound'
import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import { describeOnDatabases } from '../../support/dbDescribe'
import {
  ABANDONS_ROUTE,
  AVERY,
  LIST_ROUTE,
  PERFORMANCE_ROUTE,
  useCampaignsFixture
} from './support/campaignsFixture'

/**
 * The live figures of campaigns a page heard statistics events of (POST /api/campaigns/performance,
 * docs/campaigns.md "Live figures"): read with the platform's performance query, 50 ids a call, judged as
 * the overview judges them — never a read of the overview.
 */
describeOnDatabases('live figures on /api/campaigns/performance', kind => {
  const fixture = useCampaignsFixture(kind)
  beforeEach(() => fixture().reset())

  const live = async (ids: unknown, email = AVERY) =>
    fixture().request<CampaignLiveFiguresAnswer>('POST', '/api/campaigns/performance', {
      token: await fixture().tokenFor(email),
      body: { data: { ids } }
    })
  const overview = async () =>
    (
      await fixture().request<CampaignOverview>('GET', '/api/campaigns?performance=1&pageSize=100', {
        token: await fixture().tokenFor(AVERY)
      })
    ).json
  const calls = async () => {
    const { byRoute, total } = await fixture().calls()
    return {
      performance: byRoute[PERFORMANCE_ROUTE] ?? 0,
      abandons: byRoute[ABANDONS_ROUTE] ?? 0,
      list: byRoute[LIST_ROUTE] ?? 0,
      total
    }
  }

  it('M campaigns cost ceil(M/50) performance queries and nothing else', async () => {
    const generated = (await fixture().control('outbound/generate', { count: 80 })) as { firstId: string }
    const prefix = generated.firstId.slice(0, -12)
    const ids = Array.from({ length: 60 }, (_, i) => `${prefix}${(i + 1).toString(16).padStart(12, '0')}`)
    await fixture().tokenFor(AVERY)
    await fixture().resetCalls()

    const one = await live([knownCampaigns.onPower, knownCampaigns.onPredictive])
    expect(one.status).toBe(200)
    expect(await calls()).toEqual({ performance: 1, abandons: 0, list: 0, total: 1 })

    await fixture().resetCalls()
    const many = await live(ids)
    expect(many.status).toBe(200)
    expect(many.json.campaigns).toHaveLength(60)
    expect(await calls()).toEqual({ performance: 2, abandons: 0, list: 0, total: 2 })
  })

  it("a dialing campaign's figures, judged as the overview judges them", async () => {
    const answer = await live([knownCampaigns.onPredictive, knownCampaigns.offPower])
    expect(answer.json.readAt).toBe(new Date(fixture().clock.now()).toISOString())
    const predictive = answer.json.campaigns.find(c => c.id === knownCampaigns.onPredictive)!
    expect(predictive.performance).toMatchObject({
      stalled: false,
      idleSince: null,
      stallsAt: null,
      reason: null
    })
    expect(predictive.performance.idleAgents).toBeGreaterThan(0)
    expect(predictive.performance.linesInUse).toBeGreaterThan(0)
    expect(predictive.effectiveIdleAgents).toEqual(expect.any(Number))
    expect(predictive.scheduledCalls).toEqual(expect.any(Number))
  })

  it('a campaign that stops dialing: silent since now and when it will count as stalled; the next overview reads the platform anew', async () => {
    await overview()
    await fixture().control(`outbound/queues/${seedQueues.care.id}/agents`, undefined, 'DELETE')
    fixture().clock.advance(2_000)
    const answer = await live([knownCampaigns.onPredictive])
    const silent = answer.json.campaigns[0]!.performance
    const now = fixture().clock.now()
    expect(silent).toMatchObject({ idleAgents: 0, outstandingCalls: 0, stalled: false })
    expect(silent.idleSince).toBe(new Date(now).toISOString())
    expect(Date.parse(silent.stallsAt!)).toBeGreaterThan(now)

    // within the overview's 10 s of sharing its read: read again all the same, and it agrees
    await fixture().resetCalls()
    const next = (await overview()).campaigns.find(c => c.id === knownCampaigns.onPredictive)!.performance!
    expect((await calls()).performance).toBe(1)
    expect(next.idleSince).toBe(silent.idleSince)
  })

  it("leaves out what the platform does not answer (another organisation's campaign); refuses bad ids", async () => {
    const answer = await live([knownCampaigns.onPower, knownCampaigns.northwind])
    expect(answer.json.campaigns.map(c => c.id)).toEqual([knownCampaigns.onPower])
    for (const ids of [[], ['a', 'a'], ['../x'], 'a', Array.from({ length: 101 }, (_, i) => `c${i}`)]) {
      const refused = await live(ids)
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ code: 'request.invalid' })
    }
  })
})

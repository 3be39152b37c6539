/**
 * The official SDK's AnalyticsApi against the emulator: `postAnalyticsConversationsAggregatesQuery` for the
 * dialer's calls (nOutboundAttempted, nOutboundConnected, nOutboundAbandoned by outboundCampaignId), what a
 * client asks to show each campaign's abandon rate today against its target. The counts come from the dialer
 * simulation and agree with the campaigns' statistics; taking agents away through the control API pushes a
 * predictive campaign over its target from then on while the past stays. Also the 400s of a query the emulator
 * cannot run, the 403 without `analytics:conversationAggregate:view`, and organisation isolation.
 */
import platformClient from 'purecloud-platform-client-v2'
import { knownCampaigns, seedQueues } from '../../emulator/src/outbound/seedOutbound'
import { seedQueueAgents } from '../../emulator/src/outbound/dialer/dialerConditions'
import { seedUsers } from '../../emulator/src/seed'
import { emulatorControl, failureOf, setUpSdkContract, START, type SdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const analytics = () => new platformClient.AnalyticsApi()
const outbound = () => new platformClient.OutboundApi()
const { onPredictive, onPower, offPower } = knownCampaigns

type Query = platformClient.Models.ConversationAggregationQuery
type Counts = { nOutboundAttempted: number; nOutboundConnected: number; nOutboundAbandoned: number }

const DAY = '2026-04-01T00:00:00.000Z/2026-04-02T00:00:00.000Z'
const METRICS = ['nOutboundAttempted', 'nOutboundConnected', 'nOutboundAbandoned']
const iso = (ms: number) => new Date(ms).toISOString()

/** What the app sends: one campaign per predicate, grouped by campaign. */
const byCampaign = (ids: string[], interval = DAY): Query => ({
  interval,
  groupBy: ['outboundCampaignId'],
  filter: {
    type: 'or',
    predicates: ids.map(id => ({
      type: 'dimension',
      dimension: 'outboundCampaignId',
      operator: 'matches',
      value: id
    }))
  },
  metrics: METRICS
})

const query = (body: Query) => analytics().postAnalyticsConversationsAggregatesQuery(body)

/** Each group's counts summed over its data items (a missing metric is 0, as the platform leaves zeros out). */
function countsOf(response: platformClient.Models.ConversationAggregateQueryResponse) {
  const found = new Map<string, Counts>()
  for (const result of response.results ?? []) {
    const counts: Counts = { nOutboundAttempted: 0, nOutboundConnected: 0, nOutboundAbandoned: 0 }
    for (const item of result.data ?? [])
      for (const { metric, stats } of item.metrics ?? []) counts[metric as keyof Counts] += stats?.count ?? 0
    found.set(result.group?.outboundCampaignId ?? JSON.stringify(result.group), counts)
  }
  return found
}

const countsFor = async (id: string, interval = DAY) =>
  countsOf(await query(byCampaign([id], interval))).get(id) ?? {
    nOutboundAttempted: 0,
    nOutboundConnected: 0,
    nOutboundAbandoned: 0
  }

const rate = (counts: Counts) => (counts.nOutboundAbandoned * 100) / counts.nOutboundConnected

async function control(contract: SdkContract, method: string, path: string, body?: unknown) {
  expect((await emulatorControl(contract, method, path, body)).status).toBe(200)
}

const contactRateOf = async (id: string) => (await outbound().getOutboundCampaignStats(id)).contactRate!

describe('conversation aggregates of the dialer', () => {
  test('the SDK call answers the model: a group per campaign that dialed, counts that follow its stats', async () => {
    // Just reset: nothing dialed yet today, so nothing to answer.
    expect(await query(byCampaign([onPredictive, onPower]))).toEqual({})

    const before = await contactRateOf(onPredictive)
    t.now += 10 * 60_000
    const after = await contactRateOf(onPredictive)
    const response = await query({ interval: DAY, groupBy: ['outboundCampaignId'], metrics: METRICS })

    const running = (await outbound().getOutboundCampaigns({ pageSize: 100 })).entities!.filter(
      c => c.campaignStatus === 'on'
    )
    expect(response.results!.map(r => r.group!.outboundCampaignId).sort()).toEqual(
      running.map(c => c.id).sort()
    )
    const predictive = response.results!.find(r => r.group!.outboundCampaignId === onPredictive)!
    expect(predictive).toEqual({
      group: { mediaType: 'voice', outboundCampaignId: onPredictive },
      data: [
        {
          interval: DAY,
          metrics: [
            { metric: 'nOutboundAttempted', stats: { count: after.attempts! - before.attempts! } },
            { metric: 'nOutboundConnected', stats: { count: after.connects! - before.connects! } },
            { metric: 'nOutboundAbandoned', stats: { count: expect.any(Number) } }
          ]
        }
      ]
    })
    // 1,200 contacts in 10 minutes; well staffed it abandons 60 % of its 5 % target, rounded down.
    const counts = countsOf(response).get(onPredictive)!
    expect(counts.nOutboundAttempted).toBe(1400)
    expect(counts.nOutboundConnected / counts.nOutboundAttempted).toBeCloseTo(after.connectRatio!, 2)
    expect(counts.nOutboundAbandoned).toBe(Math.floor(counts.nOutboundConnected * 0.03))
    expect(rate(counts)).toBeLessThan(5)

    // Preview, progressive and external campaigns abandon nothing: the metric is left out, as the platform does.
    const preview = running.find(c => c.dialingMode === 'preview')!
    const metrics = response.results!.find(r => r.group!.outboundCampaignId === preview.id)!.data![0]!
      .metrics!
    expect(metrics.map(m => m.metric)).toEqual(['nOutboundAttempted', 'nOutboundConnected'])
  })

  test('filtering by campaign: or, and, nested clauses; campaigns that did not dial and other organisations left out', async () => {
    t.now += 5 * 60_000
    const asked = [onPredictive, onPower, offPower, knownCampaigns.northwindOn]
    const found = countsOf(await query(byCampaign(asked)))
    expect([...found.keys()].sort()).toEqual([onPredictive, onPower].sort())

    const nested = await query({
      interval: DAY,
      groupBy: ['outboundCampaignId'],
      filter: {
        type: 'and',
        predicates: [{ dimension: 'mediaType', value: 'voice' }],
        clauses: [
          {
            type: 'or',
            predicates: asked.map(id => ({ dimension: 'outboundCampaignId', value: id }))
          }
        ]
      },
      metrics: METRICS
    })
    expect(countsOf(nested)).toEqual(found)
    const and = await query({
      interval: DAY,
      filter: {
        type: 'and',
        predicates: [
          { dimension: 'outboundCampaignId', value: onPredictive },
          { dimension: 'outboundCampaignId', value: onPower }
        ]
      },
      metrics: METRICS
    })
    expect(and).toEqual({})

    // Without groupBy: one group, the platform's implicit mediaType, the sum of the campaigns asked for.
    const total = await query({ ...byCampaign(asked), groupBy: undefined })
    expect(total.results).toHaveLength(1)
    expect(total.results![0]!.group).toEqual({ mediaType: 'voice' })
    const sum = countsOf(total).get(JSON.stringify({ mediaType: 'voice' }))!
    const a = found.get(onPredictive)!
    const b = found.get(onPower)!
    expect(sum).toEqual({
      nOutboundAttempted: a.nOutboundAttempted + b.nOutboundAttempted,
      nOutboundConnected: a.nOutboundConnected + b.nOutboundConnected,
      nOutboundAbandoned: a.nOutboundAbandoned + b.nOutboundAbandoned
    })

    // Yesterday, nothing; the counts of two adjacent intervals add up to those of both.
    expect(await query(byCampaign([onPredictive], '2026-03-31T00:00:00Z/2026-04-01T00:00:00Z'))).toEqual({})
    const middle = iso(START + 2 * 60_000 + 500)
    const first = await countsFor(onPredictive, `2026-04-01T00:00:00Z/${middle}`)
    const second = await countsFor(onPredictive, `${middle}/2026-04-02T00:00:00Z`)
    const whole = found.get(onPredictive)!
    expect(first.nOutboundAttempted + second.nOutboundAttempted).toBe(whole.nOutboundAttempted)
    expect(first.nOutboundConnected + second.nOutboundConnected).toBe(whole.nOutboundConnected)
    expect(first.nOutboundAbandoned + second.nOutboundAbandoned).toBe(whole.nOutboundAbandoned)

    // A granularity cuts the interval into buckets; empty ones are left out.
    const buckets = await query({ ...byCampaign([onPredictive]), granularity: 'PT1M' })
    const data = buckets.results![0]!.data!
    expect(data.map(d => d.interval)).toEqual(
      [0, 1, 2, 3, 4].map(m => `${iso(START + m * 60_000)}/${iso(START + (m + 1) * 60_000)}`)
    )
    const attempted = data.map(d => d.metrics!.find(m => m.metric === 'nOutboundAttempted')!.stats!.count!)
    expect(attempted.reduce((x, y) => x + y, 0)).toBe(whole.nOutboundAttempted)
  })

  test('every agent but one taken off the queue: a predictive campaign abandons over its target from then on, the past stays', async () => {
    const target = (await outbound().getOutboundCampaign(onPredictive)).abandonRate!
    expect(target).toBe(5)
    t.now += 5_000
    const change = t.now
    const beforeChange = await countsFor(onPredictive)
    expect(beforeChange.nOutboundAbandoned).toBe(0)

    await control(t, 'PUT', `/outbound/queues/${seedQueues.care.id}/agents`, {
      idle: 1,
      busy: 12,
      onOtherCalls: 4
    })
    // A few seconds of dialing at the seeded pace (a fifth of 2 contacts a second): over target.
    t.now += 5_000
    const soon = await countsFor(onPredictive)
    expect(soon.nOutboundConnected).toBeGreaterThan(beforeChange.nOutboundConnected)
    expect(rate(soon)).toBeGreaterThan(target)

    // And it stays over: 7.8 % of what it connects from the change on.
    for (const minutes of [1, 5, 20]) {
      t.now = change + minutes * 60_000
      expect(rate(await countsFor(onPredictive))).toBeGreaterThan(target)
    }
    const since = await countsFor(onPredictive, `${iso(change)}/2026-04-02T00:00:00Z`)
    expect(since.nOutboundAbandoned).toBe(Math.ceil(since.nOutboundConnected * 0.078))
    // The past stays as it was dialed.
    expect(await countsFor(onPredictive, `2026-04-01T00:00:00Z/${iso(change)}`)).toEqual(beforeChange)

    // Agents back: 60 % of the target again from then on.
    await control(
      t,
      'PUT',
      `/outbound/queues/${seedQueues.care.id}/agents`,
      seedQueueAgents[seedQueues.care.id]
    )
    const back = t.now
    t.now += 30 * 60_000
    const later = await countsFor(onPredictive, `${iso(back)}/2026-04-02T00:00:00Z`)
    expect(later.nOutboundAttempted).toBe(4200)
    expect(later.nOutboundAbandoned).toBe(Math.floor(later.nOutboundConnected * 0.03))
    expect(await countsFor(onPredictive, `${iso(change)}/${iso(back)}`)).toEqual(since)
  })

  test('what a campaign dialed stays when it stops, completes or is recycled', async () => {
    t.now += 60_000
    await outbound().postOutboundCampaignStop(onPower)
    const stopped = await countsFor(onPower)
    expect(stopped.nOutboundAttempted).toBe(140)
    t.now += 60_000
    expect(await countsFor(onPower)).toEqual(stopped)

    // 300 contacts at 2 a second: complete after 150 s, every call counted once.
    await outbound().postOutboundCampaignStart(offPower)
    t.now += 10 * 60_000
    expect((await outbound().getOutboundCampaign(offPower)).campaignStatus).toBe('complete')
    expect((await countsFor(offPower)).nOutboundAttempted).toBe(350)

    // A recycle starts a new pass; the calls of the first stay counted.
    const first = await countsFor(onPredictive)
    await outbound().deleteOutboundCampaignProgress(onPredictive)
    t.now += 60_000
    const both = await countsFor(onPredictive)
    expect(both.nOutboundAttempted).toBe(first.nOutboundAttempted + 140)
  })
})

describe('refusals, permissions, isolation', () => {
  test('400 bad.request naming what is wrong', async () => {
    const refused = async (body: unknown, words: string) => {
      const failure = await failureOf(query(body as Query))
      expect([failure.status, failure.body.code]).toEqual([400, 'bad.request'])
      expect(failure.body.message).toContain(words)
    }
    const ok = byCampaign([onPredictive])
    await refused({ ...ok, interval: undefined }, 'interval is required')
    await refused({ ...ok, interval: 'today' }, 'not an ISO 8601 start/end')
    await refused({ ...ok, interval: '2026-04-01T00:00:00Z' }, 'not an ISO 8601 start/end')
    await refused(
      { ...ok, interval: '2026-04-02T00:00:00Z/2026-04-01T00:00:00Z' },
      'does not end after it starts'
    )
    await refused(
      { ...ok, interval: '2026-04-01T00:00:00Z/2026-04-01T00:00:00Z' },
      'does not end after it starts'
    )
    await refused({ ...ok, metrics: [] }, 'metrics is required')
    await refused({ ...ok, metrics: ['nOutboundAbandoned', 'nAbandonRate'] }, 'Invalid metric "nAbandonRate"')
    await refused({ ...ok, metrics: ['tHandle'] }, '"tHandle" is not produced by the emulator')
    await refused({ ...ok, groupBy: ['wrapUpCode'] }, '"wrapUpCode" is not modelled')
    await refused({ ...ok, filter: { type: 'xor', predicates: [] } }, 'filter.type must be "and" or "or"')
    await refused(
      { ...ok, filter: { type: 'or', predicates: [{ dimension: 'outboundCampaignId' }] } },
      'filter.predicates[0].value is required'
    )
    await refused({ ...ok, granularity: 'P1M' }, 'months or years')
    await refused({ ...ok, granularity: 'half an hour' }, 'not an ISO 8601 duration')
    await refused({ ...ok, views: [{ target: 'tHandle', name: 'x', function: 'rangeBound' }] }, 'views')

    const malformed = await fetch(`${t.emulator.url}/api/v2/analytics/conversations/aggregates/query`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json' },
      body: '{"interval":'
    })
    expect(malformed.status).toBe(400)
    // Without an offset the interval is UTC, as the platform reads it.
    t.now += 60_000
    expect(await countsFor(onPredictive, '2026-04-01T00:00:00/2026-04-02T00:00:00')).toEqual(
      await countsFor(onPredictive)
    )
  })

  test('403 without analytics:conversationAggregate:view; supervisors have it; each organisation its own calls', async () => {
    t.now += 60_000
    await t.signInAs(seedUsers.vic.email)
    const failure = await failureOf(query(byCampaign([onPredictive])))
    expect(failure.status).toBe(403)
    expect(failure.body.code).toBe('missing.permissions')
    expect(failure.body.message).toContain('analytics:conversationAggregate:view')

    await t.signInAs(seedUsers.sam.email)
    expect((await countsFor(onPredictive)).nOutboundAttempted).toBe(140)

    await t.signInAs(seedUsers.nina.email)
    expect(await query(byCampaign([onPredictive, onPower]))).toEqual({})
    const northwind = await query({ interval: DAY, groupBy: ['outboundCampaignId'], metrics: METRICS })
    expect(northwind.results!.map(r => r.group!.outboundCampaignId)).toEqual([knownCampaigns.northwindOn])
  })
})

/**
 * The platform's ConversationAggregateQueryResponse for the dialer's calls, from the dialer simulation: what each
 * campaign dialed in the interval (its stretches, outbound/dialer/dialLog.ts), counted as the campaign's
 * statistics count them (campaignStats.ts):
 *
 * - nOutboundAttempted: the calls placed for the contacts reached, `attemptsFor` (one in six needs a second
 *   attempt), as the stats' `contactRate.attempts`;
 * - nOutboundConnected: the share of those a person answered, `connectsFor` (the stats' connectRatio per
 *   dialing mode), as the stats' `contactRate.connects`;
 * - nOutboundAbandoned: connected calls × the abandon ratio of the stretch they were dialed in (livePace.ts:
 *   power and predictive only), counted per stretch so that a change of agents changes the rate from then on
 *   and the past stays. A stretch under its campaign's target rounds down (a well-staffed campaign never shows
 *   over target because of rounding); one over target rounds up (the first connected call nobody can take is
 *   abandoned), so an understaffed campaign shows it from its first connected call.
 *
 * Counts are cumulative functions of time, so the counts of two adjacent intervals add up to those of both.
 * Only what the emulator dialed is there: a seeded campaign's progress before the seed (or reset) has no time,
 * so it is not in analytics. Groups and buckets with nothing to count are left out, and so are metrics of 0 in
 * a bucket (the platform only answers what happened): `{}` when nothing at all.
 */
import type { CampaignRecord, DialStretch } from '../outbound/campaignRecord'
import { attemptsFor, connectsFor } from '../outbound/campaignStats'
import { abandonPercentOf, reachedAt } from '../outbound/dialer/dialLog'
import { paceOf } from '../outbound/dialing'
import type { OutboundStore } from '../outbound/outboundStore'
import type { AggregateQuery, Clause, Dimension, Filter, Metric, Predicate } from './aggregateQuery'

export type MetricCounts = Record<Metric, number>

const none = (): MetricCounts => ({ nOutboundAttempted: 0, nOutboundConnected: 0, nOutboundAbandoned: 0 })

/** The stretch an `on` campaign is dialing now (until now, or the end of its list). */
function currentStretch(campaign: CampaignRecord, outbound: OutboundStore): DialStretch | undefined {
  if (campaign.status !== 'on' || campaign.runningSince === undefined) return undefined
  return {
    from: campaign.runningSince,
    startCalled: campaign.called,
    endCalled: outbound.campaigns.total(campaign),
    perSecond: paceOf(campaign, outbound.settings),
    dialingMode: campaign.dialingMode,
    abandonPercent: abandonPercentOf(campaign),
    ...(campaign.abandonRate === undefined ? {} : { abandonTarget: campaign.abandonRate })
  }
}

const connectedFor = (stretch: DialStretch, reached: number) =>
  connectsFor(attemptsFor(reached), stretch.dialingMode)

/** Calls the stretch abandoned by the time it had reached `reached` contacts (rounded away from its target). */
function abandonedFor(stretch: DialStretch, reached: number): number {
  const connected = connectedFor(stretch, reached) - connectedFor(stretch, stretch.startCalled)
  const exact = (connected * stretch.abandonPercent) / 100
  // A hair of tolerance: 100 × 3 / 100 is 3.0000000000000004 in floating point.
  return stretch.abandonPercent > (stretch.abandonTarget ?? Infinity)
    ? Math.ceil(exact - 1e-9)
    : Math.floor(exact + 1e-9)
}

/** What the stretches dialed between two instants (`end` at most now). */
function countBetween(stretches: readonly DialStretch[], start: number, end: number): MetricCounts {
  const counts = none()
  if (end <= start) return counts
  for (const stretch of stretches) {
    if (stretch.from >= end || (stretch.until !== undefined && stretch.until <= start)) continue
    const from = reachedAt(stretch, start)
    const to = reachedAt(stretch, end)
    if (to <= from) continue
    counts.nOutboundAttempted += attemptsFor(to) - attemptsFor(from)
    counts.nOutboundConnected += connectedFor(stretch, to) - connectedFor(stretch, from)
    counts.nOutboundAbandoned += abandonedFor(stretch, to) - abandonedFor(stretch, from)
  }
  return counts
}

/** What the campaign dialed in [start, end), as analytics counts it (end clipped to now). */
export function dialedBetween(
  campaign: CampaignRecord,
  outbound: OutboundStore,
  start: number,
  end: number
): MetricCounts {
  const current = currentStretch(campaign, outbound)
  const stretches = current ? [...(campaign.dialLog ?? []), current] : (campaign.dialLog ?? [])
  return countBetween(stretches, start, Math.min(end, outbound.now()))
}

/** A campaign's calls, seen as analytics dimensions (every dialer call is an outbound voice call). */
function dimensionOf(campaign: CampaignRecord, dimension: Dimension): string | undefined {
  switch (dimension) {
    case 'outboundCampaignId':
      return campaign.id
    case 'outboundContactListId':
      return campaign.contactListId
    case 'divisionId':
      return campaign.divisionId
    case 'mediaType':
      return 'voice'
    case 'originatingDirection':
    case 'direction':
      return 'outbound'
  }
}

function holds(predicate: Predicate, campaign: CampaignRecord): boolean {
  const value = dimensionOf(campaign, predicate.dimension)
  if (predicate.operator === 'exists') return value !== undefined
  if (predicate.operator === 'notExists') return value === undefined
  return value !== undefined && value.toLowerCase() === predicate.value?.toLowerCase()
}

const combine = (type: Clause['type'], results: boolean[]) =>
  type === 'and' ? results.every(Boolean) : results.some(Boolean)

function passes(filter: Filter | undefined, campaign: CampaignRecord): boolean {
  if (!filter) return true
  return combine(filter.type, [
    ...filter.predicates.map(p => holds(p, campaign)),
    ...filter.clauses.map(clause =>
      combine(
        clause.type,
        clause.predicates.map(p => holds(p, campaign))
      )
    )
  ])
}

/** The buckets of the interval: one, or one per granularity from its start (the last one cut at its end). */
function bucketsOf(query: AggregateQuery): { start: number; end: number }[] {
  const step = query.granularityMs
  if (step === undefined) return [{ start: query.start, end: query.end }]
  const buckets: { start: number; end: number }[] = []
  for (let at = query.start; at < query.end; at += step)
    buckets.push({ start: at, end: Math.min(at + step, query.end) })
  return buckets
}

const isoInterval = (bucket: { start: number; end: number }) =>
  `${new Date(bucket.start).toISOString()}/${new Date(bucket.end).toISOString()}`

interface Group {
  group: Record<string, string>
  buckets: MetricCounts[]
}

/** The answer to one query, for the caller's organisation. */
export function aggregateConversations(outbound: OutboundStore, orgId: string, query: AggregateQuery) {
  const buckets = bucketsOf(query)
  const groups = new Map<string, Group>()
  // The platform always groups by mediaType, whatever else is asked.
  const dimensions = [...new Set<Dimension>(['mediaType', ...query.groupBy])].sort()
  for (const campaign of outbound.campaigns.list(orgId)) {
    if (!passes(query.filter, campaign)) continue
    const counts = buckets.map(bucket => dialedBetween(campaign, outbound, bucket.start, bucket.end))
    if (!counts.some(c => c.nOutboundAttempted > 0)) continue
    const group: Record<string, string> = {}
    for (const dimension of dimensions) {
      const value = dimensionOf(campaign, dimension)
      if (value !== undefined) group[dimension] = value
    }
    const key = JSON.stringify(group)
    const found = groups.get(key) ?? { group, buckets: buckets.map(none) }
    counts.forEach((c, i) => {
      const sum = found.buckets[i]!
      for (const metric of query.metrics) sum[metric] += c[metric]
    })
    groups.set(key, found)
  }

  const results = [...groups.values()].flatMap(({ group, buckets: sums }) => {
    const data = sums.flatMap((sum, i) => {
      const metrics = query.metrics
        .filter(metric => sum[metric] > 0)
        .map(metric => ({ metric, stats: { count: sum[metric] } }))
      return metrics.length > 0 ? [{ interval: isoInterval(buckets[i]!), metrics }] : []
    })
    return data.length > 0 ? [{ group, data }] : []
  })
  return results.length > 0 ? { results } : {}
}

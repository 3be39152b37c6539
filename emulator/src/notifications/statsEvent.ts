/**
 * `v2.outbound.campaigns.{id}.stats` as the SDK maps it: a StatEventCampaignTopicStatsNotification,
 * `{group: {campaignId}, data: [{interval, metrics: [{metric, stats}]}]}`. The platform documents the shape,
 * not which metrics it carries: the emulator names one metric after each figure of the campaign's statistics
 * (`GET …/stats`, campaignStats.ts), with its numbers in `stats` — `{count}` for a count, `{value}` for
 * adjustedCallsPerAgent, the fields of the nested objects for contactRate and linesUtilization. `interval` is
 * the second the figures were read in (ISO `start/end`). Whoever reads it must not count on those names: the
 * app takes an event as "this campaign's figures changed" and reads them with the performance query.
 */
import type { CampaignRecord } from '../outbound/campaignRecord'
import { toCampaignStats } from '../outbound/campaignStats'
import type { OutboundStore } from '../outbound/outboundStore'

export interface StatsMetric {
  metric: string
  stats: Record<string, number>
}

export interface StatsEventBody {
  group: { campaignId: string }
  data: { interval?: string; metrics: StatsMetric[] }[]
}

/** how long the figures of one event cover (the scan's period) */
const READ_INTERVAL_MS = 1000

/** What the topic says now, without its interval (compared with what it said last: only figures count). */
export function statsEventFigures(campaign: CampaignRecord, outbound: OutboundStore): StatsEventBody {
  const stats = toCampaignStats(campaign, outbound)
  const count = (metric: string, value: number): StatsMetric => ({ metric, stats: { count: value } })
  return {
    group: { campaignId: campaign.id },
    data: [
      {
        metrics: [
          { metric: 'contactRate', stats: { ...stats.contactRate } },
          count('idleAgents', stats.idleAgents),
          count('effectiveIdleAgents', stats.effectiveIdleAgents),
          { metric: 'adjustedCallsPerAgent', stats: { value: stats.adjustedCallsPerAgent } },
          count('outstandingCalls', stats.outstandingCalls),
          count('scheduledCalls', stats.scheduledCalls),
          count('timeZoneRescheduledCalls', stats.timeZoneRescheduledCalls),
          count('filteredOutContactsCount', stats.filteredOutContactsCount),
          count('rightPartyContactsCount', stats.rightPartyContactsCount),
          count('validAttempts', stats.validAttempts),
          { metric: 'linesUtilization', stats: { ...stats.linesUtilization } }
        ]
      }
    ]
  }
}

/** The body as it is sent: each interval is the second up to `now`. */
export function stampStatsEvent(body: StatsEventBody, now: number): StatsEventBody {
  const interval = `${new Date(now - READ_INTERVAL_MS).toISOString()}/${new Date(now).toISOString()}`
  return { ...body, data: body.data.map(item => ({ interval, metrics: item.metrics })) }
}

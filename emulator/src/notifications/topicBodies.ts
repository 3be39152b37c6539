/**
 * What each topic the emulator publishes says now (the hub compares it with what it said last), and the body
 * as it is sent. Read caught up (the hub's scan). A topic whose subject does not exist says nothing.
 */
import type { OutboundStore } from '../outbound/outboundStore'
import { campaignEventBody, progressEventBody } from './eventBodies'
import { outboundBodyOf } from './outboundBodies'
import { stampStatsEvent, statsEventFigures, type StatsEventBody } from './statsEvent'
import { parseTopic } from './topics'

export function topicBodyOf(outbound: OutboundStore, orgId: string, topic: string): unknown {
  const parsed = parseTopic(topic)
  // Import statuses are pushed by the writes that make them (contactRoutes.ts), not found by the scan.
  if (!parsed || parsed.kind === 'importstatus') return undefined
  if (parsed.kind === 'campaignSchedule' || parsed.kind === 'sequenceSchedule' || parsed.kind === 'sequence')
    return outboundBodyOf(outbound, orgId, parsed.kind, parsed.entityId)
  const campaign = outbound.campaigns.find(orgId, parsed.entityId)
  if (!campaign) return undefined
  if (parsed.kind === 'progress') return progressEventBody(campaign, outbound)
  if (parsed.kind === 'stats') return statsEventFigures(campaign, outbound)
  return campaignEventBody(campaign, outbound)
}

/** The body as it goes out: a statistics event carries the interval its figures were read in. */
export function sentBodyOf(topic: string, body: unknown, now: number): unknown {
  return parseTopic(topic)?.kind === 'stats' ? stampStatsEvent(body as StatsEventBody, now) : body
}

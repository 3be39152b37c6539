import type { OutboundStore } from '../outbound/outboundStore'
import { campaignUri, sequenceUri } from '../outbound/outboundUris'
import { toSchedule } from '../outbound/schedules/scheduleViews'
import { toSequence } from '../outbound/sequences/sequenceViews'
import { withoutSelfUris } from './eventBodies'

/**
 * What the schedule and sequence topics say: `v2.outbound.schedules.campaigns.{id}` and
 * `v2.outbound.schedules.sequences.{id}` the CampaignSchedule / SequenceSchedule, `v2.outbound.sequences.{id}`
 * the CampaignSequence, as the API answers them but without any `selfUri` (the event models' references are
 * `{id, name}`). A schedule or sequence that does not exist (yet, or any more) says nothing. Read caught up
 * (the hub's scan).
 */
export function outboundBodyOf(
  outbound: OutboundStore,
  orgId: string,
  kind: 'campaignSchedule' | 'sequenceSchedule' | 'sequence',
  id: string
): unknown {
  if (kind === 'sequence') {
    const sequence = outbound.sequences.find(orgId, id)
    if (!sequence) return undefined
    return withoutSelfUris(toSequence(sequence, outbound))
  }
  const schedule = outbound.schedules.find(orgId, kind === 'campaignSchedule' ? 'campaign' : 'sequence', id)
  if (!schedule) return undefined
  const target =
    kind === 'campaignSchedule'
      ? { id, name: outbound.campaigns.find(orgId, id)?.name, selfUri: campaignUri(id) }
      : { id, name: outbound.sequences.find(orgId, id)?.name, selfUri: sequenceUri(id) }
  return withoutSelfUris(toSchedule(schedule, target))
}

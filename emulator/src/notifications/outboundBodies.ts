import { campaignUri } from '../outbound/campaignViews'
import { toSchedule } from '../outbound/schedules/scheduleViews'
import { sequenceUri } from '../outbound/sequences/sequenceDriver'
import { toSequence } from '../outbound/sequences/sequenceRoutes'
import type { EmulatorState } from '../store'
import { withoutSelfUris } from './eventBodies'

/**
 * What the schedule and sequence topics say: `v2.outbound.schedules.campaigns.{id}` and
 * `v2.outbound.schedules.sequences.{id}` the CampaignSchedule / SequenceSchedule, `v2.outbound.sequences.{id}`
 * the CampaignSequence, as the API answers them but without any `selfUri` (the event models' references are
 * `{id, name}`). A schedule or sequence that does not exist (yet, or any more) says nothing. Read caught up
 * (the hub's scan).
 */
export function outboundBodyOf(
  state: EmulatorState,
  orgId: string,
  kind: 'campaignSchedule' | 'sequenceSchedule' | 'sequence',
  id: string
): unknown {
  const store = state.outbound
  if (kind === 'sequence') {
    const sequence = store.sequences.find(orgId, id)
    if (!sequence) return undefined
    return withoutSelfUris(toSequence(sequence, store))
  }
  const schedule = store.schedules.find(orgId, kind === 'campaignSchedule' ? 'campaign' : 'sequence', id)
  if (!schedule) return undefined
  const target =
    kind === 'campaignSchedule'
      ? { id, name: store.find(orgId, id)?.name, selfUri: campaignUri(id) }
      : { id, name: store.sequences.find(orgId, id)?.name, selfUri: sequenceUri(id) }
  return withoutSelfUris(toSchedule(schedule, target))
}

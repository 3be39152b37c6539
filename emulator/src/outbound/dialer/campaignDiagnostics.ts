/**
 * The platform's CampaignDiagnostics (`GET /outbound/campaigns/{id}/diagnostics`): what the dialer sees of one
 * campaign right now, the same figures as its statistics (livePace.ts), plus its queue's utilisation, what
 * filters its callable contacts (DNC lists, callable time set, rule sets) and why it is invalid, if it is.
 * Rule sets are not modelled: their warnings are what the control API says of them (dialerConditions.ts).
 */
import type { CampaignRecord } from '../campaignRecord'
import { toCampaignStats } from '../campaignStats'
import type { OutboundStore } from '../outboundStore'
import { callableTimeSetUri, dncListUri, queueUri, ruleSetUri } from '../outboundUris'
import { liveFigures } from './livePace'

export function toCampaignDiagnostics(campaign: CampaignRecord, store: OutboundStore) {
  const org = campaign.organizationId
  const { campaigns } = store
  const stats = toCampaignStats(campaign, store)
  const total = campaigns.total(campaign)
  const on = campaign.status === 'on'
  const live = liveFigures(
    campaign,
    store.conditions,
    on,
    Math.max(0, total - campaigns.processedNow(campaign))
  )
  const queue = store.resources.find('queues', org, campaign.queueId)
  const set = store.callableTimes.find(org, campaign.callableTimeSet?.id)
  const { idle, busy, onOtherCalls, offQueue, onDifferentEdgeGroup } = live.queue
  const onQueue = idle + busy + onOtherCalls + onDifferentEdgeGroup
  const ruleSets = campaign.ruleSets.map(ref => {
    const name = store.conditions.ruleSetName(ref)
    return {
      ref: { id: ref.id, ...(name === undefined ? {} : { name }), selfUri: ruleSetUri(ref.id) },
      warnings: store.conditions.ruleSet(ref.id)?.warnings ?? []
    }
  })
  return {
    callableContacts: {
      dncLists: campaign.dncLists.map(ref => ({
        id: ref.id,
        name: store.dnc.find(org, ref.id)?.name ?? ref.name,
        selfUri: dncListUri(ref.id)
      })),
      ...(set
        ? { callableTimeSet: { id: set.id, name: set.name, selfUri: callableTimeSetUri(set.id) } }
        : {}),
      ruleSets: ruleSets.map(({ ref }) => ref)
    },
    // Agentless campaigns dial for no queue: the platform leaves this out for them.
    ...(campaign.queueId && campaign.dialingMode !== 'agentless'
      ? {
          queueUtilizationDiagnostic: {
            queue: { id: campaign.queueId, name: queue?.name, selfUri: queueUri(campaign.queueId) },
            usersInQueue: onQueue + offQueue,
            activeUsersInQueue: onQueue,
            usersOnQueue: onQueue,
            usersNotUtilized: idle,
            usersOnQueueWithStation: onQueue,
            usersOnACampaignCall: busy,
            usersOnDifferentEdgeGroup: onDifferentEdgeGroup,
            usersOnANonCampaignCall: onOtherCalls
          }
        }
      : {}),
    ruleSetDiagnostics: ruleSets.map(({ ref, warnings }) => ({ ruleSet: ref, warnings })),
    outstandingInteractionsCount: stats.outstandingCalls,
    scheduledInteractionsCount: stats.scheduledCalls,
    timeZoneRescheduledCallsCount: stats.timeZoneRescheduledCalls,
    filteredOutContactsCount: stats.filteredOutContactsCount,
    idleAgents: stats.idleAgents,
    effectiveIdleAgents: stats.effectiveIdleAgents,
    linesUtilization: stats.linesUtilization,
    numberOfContactsCalled: campaigns.calledNow(campaign),
    totalNumberOfContacts: total,
    campaignErrors: campaign.errors.map(error => ({ ...error }))
  }
}

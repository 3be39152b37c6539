/** The platform's CampaignSequence, built from the emulator's record. */
import { versionedFields } from '../kit/versionedFields'
import type { OutboundStore } from '../outboundStore'
import { campaignUri, sequenceUri } from '../outboundUris'
import type { SequenceRecord } from './sequenceRecord'

export function toSequence(sequence: SequenceRecord, outbound: OutboundStore) {
  return {
    ...versionedFields(sequence),
    campaigns: sequence.campaignIds.map(id => {
      const campaign = outbound.campaigns.rawCampaign(sequence.organizationId, id)
      return campaign
        ? { id, name: campaign.name, selfUri: campaignUri(id) }
        : { id, selfUri: campaignUri(id) }
    }),
    currentCampaign: sequence.currentCampaign,
    status: sequence.status,
    ...(sequence.stopMessage ? { stopMessage: sequence.stopMessage } : {}),
    repeat: sequence.repeat,
    selfUri: sequenceUri(sequence.id)
  }
}

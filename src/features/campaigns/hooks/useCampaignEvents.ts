import { useNotifications } from '@/features/notifications'

import { campaignTopic, progressTopic, readCampaignEvent, statsTopic } from '../model/campaignEvents'
import { campaignProgressed, campaignStatsChanged } from '../model/campaignSlice'
import { useCampaignsDispatch } from '../model/campaignsStore'

/**
 * A campaign's page, live: its progress and statistics follow the platform's events; a change of the campaign itself (its
 * status, or its settings saved by someone else: a newer version) has the page read it at once, so the form
 * says so before a save would meet the version conflict.
 */
export function useCampaignEvents(id: string, shownVersion: number | null, onChanged: () => void): void {
  const dispatch = useCampaignsDispatch()
  useNotifications([campaignTopic(id), progressTopic(id), statsTopic(id)], event => {
    const change = readCampaignEvent(event.topicName, event.eventBody)
    if (!change || change.id !== id) return
    if (change.kind === 'progress') dispatch(campaignProgressed(change))
    else if (change.kind === 'stats') dispatch(campaignStatsChanged(change))
    else if (shownVersion === null || change.version === undefined || change.version > shownVersion)
      onChanged()
  })
}

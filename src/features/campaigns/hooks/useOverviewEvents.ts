import { useMemo } from 'react'

import { type ChannelState, useChannelState, useNotifications } from '@/features/notifications'
import type { CampaignRow } from '@/shared/campaigns/campaignTypes'

import { campaignChanged } from '../model/overviewSlice'
import { campaignTopic, progressTopic, readCampaignEvent } from '../model/campaignEvents'
import { useCampaignsDispatch } from '../model/campaignsStore'
import { refreshIntervalFor } from '../model/refreshDelay'

/**
 * The overview, live: the platform pushes every change of the campaigns on the page (their status, version
 * and progress) to the person's notification channel, and the rows change in place at once. Answers the
 * channel's state and how often the overview must still ask the server: every 5 s while events do not arrive
 * (no channel yet, refused, dropped, silent), once a minute while they do.
 */
export function useOverviewEvents(rows: readonly CampaignRow[]): {
  channel: ChannelState
  intervalMs: number
} {
  const dispatch = useCampaignsDispatch()
  const topics = useMemo(() => rows.flatMap(row => [campaignTopic(row.id), progressTopic(row.id)]), [rows])
  useNotifications(topics, event => {
    const change = readCampaignEvent(event.topicName, event.eventBody)
    if (change) dispatch(campaignChanged(change))
  })
  const channel = useChannelState()
  return { channel, intervalMs: refreshIntervalFor(channel) }
}

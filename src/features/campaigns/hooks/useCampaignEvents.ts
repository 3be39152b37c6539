import { useState } from 'react'

import { type Following, useNotifications } from '@/features/notifications'
import { useDataDispatch } from '@/shared/data'

import { campaignFiguresHeard, campaignFiguresRead, campaignProgressed } from '../api/campaignsApi'
import { campaignTopic, progressTopic, readCampaignEvent, statsTopic } from '../model/campaignEvents'
import { ProgressOrder } from '../model/progressOrder'
import { useLiveFigures } from './useLiveFigures'

/**
 * A campaign's page, live: its progress follows the platform's events, and a statistics event lays in its own
 * figures, or has them read when it names none (useLiveFigures: at most every 5 s); a change of the campaign itself (its status, or its
 * settings saved by someone else: a newer version) has the page read it at once, so the form says so before a
 * save would meet the version conflict. Events may come late and out of order: an older version changes
 * nothing, nor progress behind what is shown (ProgressOrder). Answers whether its events arrive.
 */
export function useCampaignEvents(id: string, shownVersion: number | null, onChanged: () => void): Following {
  const dispatch = useDataDispatch()
  const [order] = useState(() => new ProgressOrder())
  const heardStats = useLiveFigures(answer => dispatch(campaignFiguresRead(id, answer)))
  return useNotifications([campaignTopic(id), progressTopic(id), statsTopic(id)], event => {
    const change = readCampaignEvent(event.topicName, event.eventBody)
    if (!change || change.id !== id) return
    if (change.kind === 'stats') {
      if (change.figures) dispatch(campaignFiguresHeard(id, change.figures))
      else heardStats(id)
    } else if (change.kind === 'progress') {
      if (shownVersion !== null) order.noteVersion(id, shownVersion)
      if (order.accept(id, change.called)) dispatch(campaignProgressed(change))
    } else {
      if (change.version !== undefined) order.noteVersion(id, change.version)
      if (shownVersion === null || change.version === undefined || change.version > shownVersion) onChanged()
    }
  })
}

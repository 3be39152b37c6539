import type { ActiveCampaign, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { campaignTopic, progressTopic, statsTopic } from './campaignEvents'

/** The overview's share of the channel's 1,000 topics (the rest for whatever else the tab follows). */
export const MAX_OVERVIEW_TOPICS = 900

/**
 * The topics the overview follows: every campaign on the page and every active one (status and progress),
 * and the statistics of the active ones on the page. A page larger than the channel can follow (a wall of
 * 2,000 campaigns) follows first what moves: the active campaigns, then their statistics, then the rows'
 * statuses from the top of the page, then their progress; `covered` says whether everything fits (if not, the
 * page also asks for the rest now and then). Sorted, so that the same topics are the same subscription.
 */
export function overviewTopics(
  rows: readonly CampaignRow[],
  active: readonly ActiveCampaign[],
  budget = MAX_OVERVIEW_TOPICS
): { topics: string[]; covered: boolean } {
  const activeIds = [...new Set(active.map(campaign => campaign.id))].sort()
  const dialing = rows
    .filter(row => row.performance && row.status !== 'invalid')
    .map(row => row.id)
    .sort()
  const wanted = new Set([
    ...activeIds.flatMap(id => [campaignTopic(id), progressTopic(id)]),
    ...dialing.map(statsTopic),
    ...rows.map(row => campaignTopic(row.id)),
    ...rows.map(row => progressTopic(row.id))
  ])
  const all = [...wanted]
  return { topics: all.slice(0, budget).sort(), covered: all.length <= budget }
}

import type { ActiveCampaign, CampaignRow } from '@/shared/campaigns/campaignTypes'

import { campaignTopic, progressTopic, statsTopic } from './campaignEvents'
import { samePlaces } from './samePlaces'

/** The overview's share of the channel's 1,000 topics (the rest for whatever else the tab follows). */
export const MAX_OVERVIEW_TOPICS = 900

/** whose statistics the overview follows */
const isDialing = (row: CampaignRow) => Boolean(row.performance) && row.status !== 'invalid'

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
    .filter(isDialing)
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

/** Whether two lists of rows ask for the same topics: the same campaigns, in the same places, dialing alike. */
const sameTopicRows = (before: readonly CampaignRow[], after: readonly CampaignRow[]) =>
  samePlaces(before, after) &&
  after.every((row, i) => row === before[i] || isDialing(row) === isDialing(before[i]!))

/**
 * `overviewTopics`, made again only when what it reads changes (the page's campaigns, which of them dial, the
 * active campaigns' ids), the same answer otherwise. Every batch of progress reports gives the page new rows;
 * with 2,000 of them, making the topics anew each time (sets, and a sort of 900 strings) was a tenth of the
 * main thread of a wall at rest. One per page: it keeps the last question and answer.
 */
export function createOverviewTopics() {
  let last: {
    rows: readonly CampaignRow[]
    active: readonly ActiveCampaign[]
    answer: ReturnType<typeof overviewTopics>
  } | null = null
  return (rows: readonly CampaignRow[], active: readonly ActiveCampaign[]) => {
    if (!last || !samePlaces(last.active, active) || !sameTopicRows(last.rows, rows))
      last = { rows, active, answer: overviewTopics(rows, active) }
    else last = { ...last, rows, active }
    return last.answer
  }
}

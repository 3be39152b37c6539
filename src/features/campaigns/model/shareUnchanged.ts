import { copyWithStructuralSharing } from '@reduxjs/toolkit/query'

import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'

/**
 * A new answer with every part that did not change taken from the one shown: the same row objects for the
 * campaigns whose values are all the same (matched by id, wherever they are in the page), the same summary,
 * facets and capabilities when equal. The grid re-renders a row only when its object is new, and its columns
 * when the capabilities are: a refresh that changes three rows re-renders three rows, not the wall.
 */
export function shareUnchanged(shown: CampaignOverview, answer: CampaignOverview): CampaignOverview {
  const before = new Map(shown.campaigns.map(row => [row.id, row]))
  const campaigns = answer.campaigns.map(row => copyWithStructuralSharing(before.get(row.id), row))
  const sameRows =
    campaigns.length === shown.campaigns.length && campaigns.every((row, i) => row === shown.campaigns[i])
  // (the rows are matched by id above, not by their place, as the library would do in the list)
  const shared = copyWithStructuralSharing(shown, { ...answer, campaigns: shown.campaigns })
  return sameRows ? shared : { ...shared, campaigns }
}

import { sessionRequest } from '@/features/sessionApi'
import type { CampaignOverview } from '@/shared/campaigns/campaignTypes'

/**
 * GET /api/campaigns: the overview page (lists comma-separated, as `toOverviewParams` gives them), asked as the
 * session outside any page's store: the question asked ahead of the overview (overviewPrefetch), which leaves
 * before the page, its store and the data layer's code are there (its chunk stays this small).
 */
export const requestOverview = (params: Record<string, string | number>, signal?: AbortSignal) =>
  sessionRequest<CampaignOverview>({ method: 'GET', url: '/api/campaigns', params, signal })

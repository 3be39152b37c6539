import type { PlatformCampaignPerformance } from '@/server/platform'

/**
 * The live figures of one read, before they are judged. A leaf of its own: the process's state (campaignState)
 * caches them, and the service that reads them works over that state.
 */
export interface PerformanceFigures {
  performance: PlatformCampaignPerformance
  abandons: { connected: number; abandoned: number } | null
}

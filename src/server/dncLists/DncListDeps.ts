import type { CampaignOverviewService } from '@/server/campaigns/CampaignOverviewService'
import type { ListAuditRepository } from '@/server/contactLists/ListAuditRepository'
import type { PlatformClient } from '@/server/platform'

/** What the do-not-call lists services work with (createDncListServices). */
export interface DncListDeps {
  platform: PlatformClient
  /** the platform's API address: an export's download address must be on it before the token goes there */
  apiBaseUrl: string
  /** the campaigns that honour each list come from the campaigns' own snapshot */
  campaigns: Pick<CampaignOverviewService, 'campaignsByDncList'>
  now: () => number
  /** list_audit, shared with the contact lists (kind `dnc_list`) */
  audit: ListAuditRepository
  /** waits (tests pass one that does not) */
  sleep: (ms: number) => Promise<void>
}

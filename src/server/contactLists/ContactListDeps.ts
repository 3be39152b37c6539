import type { CampaignOverviewService } from '@/server/campaigns/CampaignOverviewService'
import type { PlatformClient } from '@/server/platform'
import type { ListAuditRepository } from './ListAuditRepository'

/** What the contact-lists services work with (createContactListServices). */
export interface ContactListDeps {
  platform: PlatformClient
  /** the platform's API address: an export's download address must be on it before the token goes there */
  apiBaseUrl: string
  /** the campaigns that use each list come from the campaigns' own snapshot */
  campaigns: Pick<CampaignOverviewService, 'campaignsByContactList' | 'dncListsByContactList'>
  now: () => number
  audit: ListAuditRepository
  /** waits (tests pass one that does not) */
  sleep: (ms: number) => Promise<void>
}

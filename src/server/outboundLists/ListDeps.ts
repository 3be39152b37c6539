import { AuditTrail } from '@/server/audit/AuditTrail'
import type { CampaignOverviewService } from '@/server/campaigns/CampaignOverviewService'
import { createCampaignServices } from '@/server/campaigns/getCampaignServices'
import type { ServerDeps } from '@/server/deps'
import type { PlatformClient } from '@/server/platform'

/** What the outbound lists' services (contact lists, do-not-call lists) work with. */
export interface ListDeps {
  platform: PlatformClient
  /** the platform's API address: an export's download address must be on it before the token goes there */
  apiBaseUrl: string
  /** the campaigns that use each list come from the campaigns' own snapshot */
  campaigns: Pick<
    CampaignOverviewService,
    'campaignsByContactList' | 'dncListsByContactList' | 'campaignsByDncList'
  >
  now: () => number
  /** the audit trail: imports, removals, numbers added and removed */
  audit: AuditTrail
  /** waits (tests pass one that does not) */
  sleep: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))

/**
 * The lists' deps over the server's: the campaigns' platform client (its 429 policy and its refusal of a token
 * the platform refuses) and the campaigns' overview, whose snapshot says which campaigns use each list.
 */
export function createListDeps(deps: ServerDeps): ListDeps {
  const campaigns = createCampaignServices(deps)
  return {
    platform: campaigns.platform,
    apiBaseUrl: deps.config.apiBaseUrl,
    campaigns: campaigns.overview,
    now: deps.now,
    audit: new AuditTrail(deps.handle.db, deps.now),
    sleep
  }
}

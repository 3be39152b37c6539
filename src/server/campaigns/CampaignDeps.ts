import type { Caller } from '@/server/access/Caller'
import type { DatabaseHandle } from '@/server/db'
import type { PlatformClient, PlatformSession } from '@/server/platform'
import type { CampaignState } from './campaignState'

/** What every campaigns service works with (built per request by getCampaignServices). */
export interface CampaignDeps {
  handle: DatabaseHandle
  platform: PlatformClient
  state: CampaignState
  /** how long a campaign-list snapshot is reused (CAMPAIGN_LIST_TTL_MS) */
  listTtlMs: number
  now: () => number
}

/** The platform, on the caller's behalf. */
export const sessionOf = (deps: CampaignDeps, caller: Caller): PlatformSession => ({
  platform: deps.platform,
  token: caller.platformToken
})

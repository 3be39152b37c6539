import type { Caller } from '@/server/access/Caller'
import type { DatabaseHandle } from '@/server/db'
import type { PlatformClient, PlatformSession } from '@/server/platform'
import type { CampaignState } from './campaignState'

/** What every campaigns service works with: the server's deps as the campaigns use them (createCampaignServices). */
export interface CampaignDeps {
  handle: DatabaseHandle
  platform: PlatformClient
  state: CampaignState
  /** how long a campaign-list snapshot is reused (CAMPAIGN_LIST_TTL_MS) */
  listTtlMs: number
  /** how long an `on` campaign may go without a call in progress before it is marked as not dialing */
  stallMs: number
  /** the campaigns' clock, ms since the epoch (campaignClock: the server's, or a test's) */
  now: () => number
}

/** The platform, on the caller's behalf. */
export const sessionOf = (deps: CampaignDeps, caller: Caller): PlatformSession => ({
  platform: deps.platform,
  token: caller.platformToken
})

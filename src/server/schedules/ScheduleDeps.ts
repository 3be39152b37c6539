import type { CampaignOverviewService } from '@/server/campaigns/CampaignOverviewService'
import type { PlatformClient, PlatformSession } from '@/server/platform'
import type { Caller } from '@/server/access/Caller'
import type { ScheduleAuditRepository } from './ScheduleAuditRepository'

/** What the schedules services work with (createScheduleServices). */
export interface ScheduleDeps {
  platform: PlatformClient
  /** every campaign of the person's view (status, mode, division, callable time set) from the campaigns' snapshot */
  campaigns: Pick<CampaignOverviewService, 'scheduleCampaigns' | 'refreshCampaigns'>
  /** schedule_audit (migration 0005) */
  audit: ScheduleAuditRepository
  now: () => number
  /** after a campaign schedule changes here: the overview reads the schedules again at its next call */
  schedulesChanged: () => void
}

/** The platform, on the caller's behalf. */
export const sessionFor = (deps: ScheduleDeps, caller: Caller): PlatformSession => ({
  platform: deps.platform,
  token: caller.platformToken
})

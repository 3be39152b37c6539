import type { CampaignOverviewService } from '@/server/campaigns/CampaignOverviewService'
import type { AuditTrail } from '@/server/audit/AuditTrail'
import type { PlatformClient, PlatformSession } from '@/server/platform'
import type { Caller } from '@/server/access/Caller'

/** What the schedules services work with (createScheduleServices). */
export interface ScheduleDeps {
  platform: PlatformClient
  /** every campaign of the person's view (status, mode, division, callable time set) from the campaigns' snapshot */
  campaigns: Pick<CampaignOverviewService, 'scheduleCampaigns' | 'refreshCampaigns'>
  /** the audit trail: every change, succeeded or failed */
  audit: AuditTrail
  /** after a campaign schedule changes here: the overview reads the schedules again at its next call */
  schedulesChanged: () => void
}

/** The platform, on the caller's behalf. */
export const sessionFor = (deps: ScheduleDeps, caller: Caller): PlatformSession => ({
  platform: deps.platform,
  token: caller.platformToken
})

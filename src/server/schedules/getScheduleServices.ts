import { AuditTrail } from '@/server/audit/AuditTrail'
import { getServerDeps, type ServerDeps } from '@/server/deps'
import { forgetCampaignSchedules } from '@/server/campaigns/campaignSchedules'
import { getCampaignState } from '@/server/campaigns/campaignState'
import { createCampaignServices } from '@/server/campaigns/getCampaignServices'
import { CallableTimeSetService } from './CallableTimeSetService'
import type { ScheduleDeps } from './ScheduleDeps'
import { ScheduleService } from './ScheduleService'
import { SequenceService } from './SequenceService'

export interface ScheduleServices {
  schedules: ScheduleService
  callableTimeSets: CallableTimeSetService
  sequences: SequenceService
}

/**
 * The schedules services over `deps`: the campaigns' platform client (its 429 policy and its refusal of a token
 * the platform refuses) and the campaigns' overview, whose snapshot gives every campaign's status.
 */
export function createScheduleServices(deps: ServerDeps): ScheduleServices {
  const campaigns = createCampaignServices(deps)
  const scheduleDeps: ScheduleDeps = {
    platform: campaigns.platform,
    campaigns: campaigns.overview,
    audit: new AuditTrail(deps.handle.db, deps.now),
    schedulesChanged: () =>
      forgetCampaignSchedules({ state: getCampaignState({ optionsTtlMs: deps.config.campaignOptionsTtlMs }) })
  }
  return {
    schedules: new ScheduleService(scheduleDeps),
    callableTimeSets: new CallableTimeSetService(scheduleDeps),
    sequences: new SequenceService(scheduleDeps)
  }
}

/** The schedules services for one request, over the process's deps (getServerDeps). */
export const getScheduleServices = async (): Promise<ScheduleServices> =>
  createScheduleServices(await getServerDeps())

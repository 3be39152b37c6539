import { refuseTokenQuietly } from '@/server/auth'
import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createPlatformClient, type PlatformClient, type RateLimitRetryPolicy } from '@/server/platform'
import { CampaignActionService } from './CampaignActionService'
import { campaignClock } from './campaignClock'
import type { CampaignDeps } from './CampaignDeps'
import { CampaignDetailService } from './CampaignDetailService'
import { CampaignEditService } from './CampaignEditService'
import { CampaignFormOptionsService } from './CampaignFormOptionsService'
import { CampaignOverviewService } from './CampaignOverviewService'
import { getCampaignState } from './campaignState'
import { CampaignDiagnosisService } from './performance/CampaignDiagnosisService'
import { CampaignLiveFiguresService } from './performance/CampaignLiveFiguresService'
import { CampaignTodayService } from './performance/CampaignTodayService'

/** docs/campaigns.md: a 429 is retried after Retry-After, capped at 5 s, at most 3 attempts per call. */
export const CAMPAIGN_RATE_LIMIT_RETRY: RateLimitRetryPolicy = { maxAttempts: 3, maxDelayMs: 5_000 }

export interface CampaignServices {
  overview: CampaignOverviewService
  detail: CampaignDetailService
  edit: CampaignEditService
  actions: CampaignActionService
  options: CampaignFormOptionsService
  diagnosis: CampaignDiagnosisService
  /** a campaign's last 24 hours: calls per interval, health, dialer events (GET /api/campaigns/:id/today) */
  today: CampaignTodayService
  /** the live figures of campaigns whose statistics events came (POST /api/campaigns/performance) */
  live: CampaignLiveFiguresService
  /** the client the services call the platform with (the lists' services share it) */
  platform: PlatformClient
}

/**
 * The campaigns services over `deps` and the process's state (snapshots, cached options), with a platform
 * client for the configured host. Cheap: what lasts is shared.
 */
export function createCampaignServices({ handle, config, now }: ServerDeps): CampaignServices {
  const deps: CampaignDeps = {
    handle,
    platform: createPlatformClient({
      apiBaseUrl: config.apiBaseUrl,
      timeoutMs: config.platformTimeoutMs,
      rateLimitRetry: CAMPAIGN_RATE_LIMIT_RETRY,
      // a token the platform refuses here is refused by every route at once (docs/auth-service.md)
      onUnauthorized: refuseTokenQuietly
    }),
    state: getCampaignState({ optionsTtlMs: config.campaignOptionsTtlMs }),
    listTtlMs: config.campaignListTtlMs,
    stallMs: config.campaignStallMs,
    now: campaignClock(now)
  }
  const detail = new CampaignDetailService(deps)
  const options = new CampaignFormOptionsService(deps)
  return {
    overview: new CampaignOverviewService(deps),
    detail,
    edit: new CampaignEditService(deps, detail, options),
    actions: new CampaignActionService(deps),
    options,
    diagnosis: new CampaignDiagnosisService(deps),
    today: new CampaignTodayService(deps),
    live: new CampaignLiveFiguresService(deps),
    platform: deps.platform
  }
}

/** The campaigns services for one request, over the process's deps (getServerDeps). */
export const getCampaignServices = async (): Promise<CampaignServices> =>
  createCampaignServices(await getServerDeps())

import {
  ANALYTICS_PERMISSION,
  type CampaignToday,
  type CampaignTodayActivityProblem
} from '@/shared/campaigns/campaignTodayTypes'
import type { MissingPermissions } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { serverLog } from '@/server/logging/serverLog'
import { diagnosticsApi } from '@/server/platform'
import { callPlatform } from '../callPlatform'
import { sessionOf, type CampaignDeps } from '../CampaignDeps'
import { grantsPermission } from '../grantsPermission'
import { ABANDON_REFUSAL_MS } from './CampaignPerformanceService'
import { ACTIVITY_GRANULARITY, ACTIVITY_INTERVAL_MS, activityInterval, todayActivity } from './todayActivity'

export interface ActivityRead {
  activity: CampaignToday['activity']
  problem: CampaignTodayActivityProblem | null
}

const iso = (ms: number) => new Date(ms).toISOString()

const refused = (missing?: Partial<MissingPermissions>): ActivityRead => ({
  activity: null,
  problem: {
    kind: 'noPermission',
    missing: {
      permission: missing?.permission ?? ANALYTICS_PERMISSION,
      permissions: missing?.permissions ?? [missing?.permission ?? ANALYTICS_PERMISSION],
      anyOf: missing?.anyOf === true
    }
  }
})

/**
 * A campaign's calls per interval over the window ending `now`, from one analytics aggregate query filtered to
 * it (`outboundCampaignId`): what the platform counted whoever watched, not what this server happened to sample.
 * Never fails the answer but for an ended session (401): a person without analytics:conversationAggregate:view
 * (known from the token's validation, or a 403 within the last ABANDON_REFUSAL_MS, shared with the wall's
 * abandon rates: no call is made; or the platform's 403) gets `noPermission` with what it asked for; any other
 * failure `failed` (the browser keeps the figures it had and says they are stale).
 */
export async function readTodayActivity(
  deps: CampaignDeps,
  caller: Caller,
  campaignId: string,
  now: number,
  windowMs: number
): Promise<ActivityRead> {
  if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, ANALYTICS_PERMISSION))
    return refused()
  const refusals = deps.state.abandonRefusals
  if ((refusals.get(caller.userId) ?? 0) > now) return refused()
  const { start, end } = activityInterval(now, windowMs)
  try {
    const buckets = await callPlatform(ANALYTICS_PERMISSION, () =>
      diagnosticsApi.queryCampaignActivity(
        sessionOf(deps, caller),
        campaignId,
        `${iso(start)}/${iso(end)}`,
        ACTIVITY_GRANULARITY
      )
    )
    return { activity: todayActivity(buckets, start, end, ACTIVITY_INTERVAL_MS), problem: null }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'platform.missing_permission') {
      refusals.set(caller.userId, now + ABANDON_REFUSAL_MS)
      return refused(error.details as Partial<MissingPermissions>)
    }
    if (error instanceof ApiError && error.status === 401) throw error
    serverLog.warning('The calls of a campaign could not be read from analytics: {Reason}', {
      Reason: error instanceof Error ? error.message : String(error)
    })
    return { activity: null, problem: { kind: 'failed' } }
  }
}

import {
  ACTIVE_STATUSES,
  type CampaignDetail,
  type CampaignProgress,
  type CampaignStats
} from '@/shared/campaigns/campaignTypes'
import { readCampaignStats } from '@/shared/campaigns/readCampaignStats'
import type { StoredSchedule } from '@/shared/schedules/scheduleDefinition'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { AuditTrail } from '@/server/audit/AuditTrail'
import type { AuditTrailTable } from '@/server/db/Database'
import { outboundApi, PlatformError, type PlatformCampaign } from '@/server/platform'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { campaignCapabilities } from './campaignCapabilities'
import { readCampaignSchedule, withSchedule } from './campaignSchedules'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { readGenesysCloudActivity } from './genesysCloudActivity'
import { mergeActivity } from './mergeActivity'
import { NO_PACE } from './computePace'
import { ProgressSampler } from './ProgressSampler'
import { ProgressSampleRepository } from './ProgressSampleRepository'
import { toAuditEntry } from './toAuditEntry'
import { readStatus, toCampaignDetailCampaign, toProgress } from './toCampaignRow'

/** how many audit entries a campaign's page shows */
export const DETAIL_AUDIT_ENTRIES = 50

const unknownMode = () =>
  new ApiError(
    502,
    'platform.unavailable',
    'Genesys Cloud answered a campaign with a dialing mode this app does not know.'
  )

/** A read that may find nothing (a campaign without stats yet): 404 is null, anything else fails. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null
    throw error
  }
}

/** The caller's own entries, each with the caller's platform id: theirs in the platform's audit too. */
function ownEntriesByPlatformId(rows: readonly AuditTrailTable[], caller: Caller): Map<string, string> {
  const platformId = caller.platformUserId
  if (!platformId) return new Map()
  return new Map(rows.filter(row => row.actor_user_id === caller.userId).map(row => [row.id, platformId]))
}

/**
 * A campaign's page (GET /api/campaigns/:id) and the answer of every change to one campaign: the campaign,
 * its progress, pace, stats and schedule, and its activity (the app's newest audit entries merged with the
 * changes the platform's audit tells, made in Genesys Cloud: mergeActivity.ts). Costs five platform calls, made
 * at once (one fewer without outbound:schedule:view, and without audits:audit:view).
 */
export class CampaignDetailService {
  private readonly sampler: ProgressSampler
  private readonly audit: AuditTrail

  constructor(private readonly deps: CampaignDeps) {
    this.sampler = new ProgressSampler(new ProgressSampleRepository(deps.handle.db), deps.state.pruning)
    this.audit = new AuditTrail(deps.handle.db, deps.now)
  }

  async detail(caller: Caller, id: string): Promise<CampaignDetail> {
    const session = sessionOf(this.deps, caller)
    const [campaign, rest] = await Promise.all([
      callPlatform(VIEW_PERMISSION, () => outboundApi.getCampaign(session, id)),
      this.readLive(caller, id)
    ])
    return this.assemble(caller, campaign, rest)
  }

  /** The detail of a campaign just read or written (its progress and stats read now). */
  async detailOf(caller: Caller, campaign: PlatformCampaign): Promise<CampaignDetail> {
    return this.assemble(caller, campaign, await this.readLive(caller, campaign.id))
  }

  /** Progress, stats and schedule, read at once; a schedule that cannot be read leaves it out (readCampaignSchedule). */
  private async readLive(caller: Caller, id: string) {
    const session = sessionOf(this.deps, caller)
    const [live, schedule] = await Promise.all([
      callPlatform(VIEW_PERMISSION, async () => {
        const [progress, stats] = await Promise.all([
          orNull(() => outboundApi.getCampaignProgress(session, id)),
          orNull(() => outboundApi.getCampaignStats(session, id))
        ])
        return { progress: progress && toProgress(progress), stats: stats && readCampaignStats(stats) }
      }),
      readCampaignSchedule(this.deps, caller, id)
    ])
    return { ...live, schedule }
  }

  private async assemble(
    caller: Caller,
    campaign: PlatformCampaign,
    {
      progress,
      stats,
      schedule
    }: { progress: CampaignProgress | null; stats: CampaignStats | null; schedule?: StoredSchedule | null }
  ): Promise<CampaignDetail> {
    const now = this.deps.now()
    const active = ACTIVE_STATUSES.includes(readStatus(campaign.campaignStatus))
    const [paces, audit, elsewhere] = await Promise.all([
      active && progress
        ? this.sampler.pace(caller.orgId, [{ campaignId: campaign.id, progress }], now)
        : Promise.resolve(new Map()),
      this.audit.latest(caller.orgId, 'campaign', campaign.id, DETAIL_AUDIT_ENTRIES),
      readGenesysCloudActivity(sessionOf(this.deps, caller), caller, campaign.id, now, DETAIL_AUDIT_ENTRIES)
    ])
    const detailCampaign = toCampaignDetailCampaign(campaign, progress, paces.get(campaign.id) ?? NO_PACE)
    if (!detailCampaign) throw unknownMode()
    // What was just read is the newest there is: the overview's snapshots show it too.
    this.deps.state.snapshots.patchOrg(caller.orgId, snapshot => {
      if (snapshot.campaigns.has(campaign.id)) snapshot.campaigns.set(campaign.id, { campaign, progress })
    })
    return {
      campaign: withSchedule(detailCampaign, schedule),
      stats,
      audit: mergeActivity(
        audit.map(toAuditEntry),
        elsewhere.messages,
        campaign.id,
        DETAIL_AUDIT_ENTRIES,
        ownEntriesByPlatformId(audit, caller)
      ),
      genesysCloudActivity: elsewhere.state,
      capabilities: campaignCapabilities(caller.role, caller.platformPermissions),
      refreshedAt: new Date(now).toISOString()
    }
  }
}

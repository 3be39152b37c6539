import type { CampaignOverview, CampaignOverviewParams } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { campaignCapabilities } from './campaignCapabilities'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import { campaignSnapshot, isActive, readProgress, settleStatuses } from './campaignSnapshot'
import { ProgressSampler } from './ProgressSampler'
import { ProgressSampleRepository } from './ProgressSampleRepository'
import { selectCampaignRows } from './selectCampaignRows'
import { campaignFacets, summarizeCampaigns } from './summarizeCampaigns'
import { toCampaignRow } from './toCampaignRow'

/**
 * The overview (GET /api/campaigns): the person's campaign list, filtered, sorted and paged here, with live
 * progress, pace and ETA. What it costs the platform (docs/campaigns.md): the list (every page) and every
 * campaign's progress (bulk) when the snapshot is taken, at most every CAMPAIGN_LIST_TTL_MS; otherwise one
 * bulk progress call for the active campaigns, none when nothing is active, plus one list call by id when
 * some of them are stopping or have called every contact (their status changes by itself). Never one call
 * per row.
 */
export class CampaignOverviewService {
  private readonly sampler: ProgressSampler

  constructor(private readonly deps: CampaignDeps) {
    this.sampler = new ProgressSampler(new ProgressSampleRepository(deps.handle.db), deps.state.pruning)
  }

  async overview(caller: Caller, params: CampaignOverviewParams): Promise<CampaignOverview> {
    const { snapshot, fresh } = await campaignSnapshot(this.deps, caller)
    const active = [...snapshot.campaigns.values()].filter(isActive)
    // A snapshot taken by this very call has just read every campaign's progress; concurrent calls of one
    // person share one read (single flight).
    if (!fresh)
      await this.deps.state.snapshots.refresh(caller.platformToken, () =>
        callPlatform(VIEW_PERMISSION, async () => {
          await readProgress(sessionOf(this.deps, caller), active)
          await settleStatuses(this.deps, caller, active)
        })
      )
    const now = this.deps.now()
    const paces = await this.sampler.pace(
      caller.orgId,
      active.flatMap(entry =>
        entry.progress ? [{ campaignId: entry.campaign.id, progress: entry.progress }] : []
      ),
      now
    )
    const rows = [...snapshot.campaigns.values()].flatMap(
      entry => toCampaignRow(entry.campaign, entry.progress, paces.get(entry.campaign.id)) ?? []
    )
    return {
      ...selectCampaignRows(rows, params),
      params,
      summary: summarizeCampaigns(rows),
      facets: campaignFacets(rows),
      capabilities: campaignCapabilities(caller.role, caller.platformPermissions),
      refreshedAt: new Date(now).toISOString()
    }
  }
}

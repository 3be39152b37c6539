import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { outboundApi, type PlatformSession } from '@/server/platform'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import type { CampaignSnapshot, SnapshotEntry } from './CampaignSnapshotStore'
import { readStatus, toProgress } from './toCampaignRow'

export const isActive = (entry: SnapshotEntry): boolean =>
  ACTIVE_STATUSES.includes(readStatus(entry.campaign.campaignStatus))

/** Reads the campaigns' progress in bulk (100 ids a call) into their snapshot entries. */
export async function readProgress(
  session: PlatformSession,
  entries: readonly SnapshotEntry[]
): Promise<void> {
  if (entries.length === 0) return
  const byId = new Map(entries.map(entry => [entry.campaign.id, entry]))
  for (const progress of await outboundApi.getCampaignsProgress(session, [...byId.keys()])) {
    const entry = byId.get(progress.campaign.id)
    if (entry) entry.progress = toProgress(progress)
  }
}

/**
 * The person's campaign list (docs/campaigns.md "Calls to the platform"): reused while younger than
 * CAMPAIGN_LIST_TTL_MS, otherwise read again (every page) with every campaign's progress (bulk). `fresh`:
 * taken by this call (or one it joined), so its progress was just read.
 */
export function campaignSnapshot(
  deps: CampaignDeps,
  caller: Caller
): Promise<{ snapshot: CampaignSnapshot; fresh: boolean }> {
  const session = sessionOf(deps, caller)
  return deps.state.snapshots.get(
    caller.platformToken,
    caller.orgId,
    { ttlMs: deps.listTtlMs, now: deps.now() },
    () =>
      callPlatform(VIEW_PERMISSION, async () => {
        const campaigns = await outboundApi.listCampaigns(session)
        const snapshot: CampaignSnapshot = {
          orgId: caller.orgId,
          takenAt: deps.now(),
          campaigns: new Map(campaigns.map(campaign => [campaign.id, { campaign, progress: null }]))
        }
        await readProgress(session, [...snapshot.campaigns.values()])
        return snapshot
      })
  )
}

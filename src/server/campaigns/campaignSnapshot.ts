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
 * Campaigns whose status is about to change by itself: stopping ones turn off within seconds, and an active
 * one whose contacts have all been called turns complete. The overview re-reads just these (one call) so
 * that nobody watches a "stopping" that ended long ago until the list's next full read.
 */
export const isSettling = (entry: SnapshotEntry): boolean => {
  const status = readStatus(entry.campaign.campaignStatus)
  if (status === 'stopping' || status === 'forced_stopping') return true
  return status === 'on' && entry.progress !== null && entry.progress.called >= entry.progress.total
}

/** Reads the settling campaigns again (one list call by id) into every snapshot of the organisation. */
export async function settleStatuses(deps: CampaignDeps, caller: Caller, entries: readonly SnapshotEntry[]) {
  const settling = entries.filter(isSettling).map(entry => entry.campaign.id)
  if (settling.length === 0) return
  const campaigns = await outboundApi.listCampaignsById(sessionOf(deps, caller), settling)
  deps.state.snapshots.patchOrg(caller.orgId, snapshot => {
    for (const campaign of campaigns) {
      const entry = snapshot.campaigns.get(campaign.id)
      if (entry) entry.campaign = campaign
    }
  })
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

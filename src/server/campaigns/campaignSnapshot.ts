import { ACTIVE_STATUSES } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { outboundApi, PlatformError, type PlatformCampaign, type PlatformSession } from '@/server/platform'
import { PAGE_SIZE } from '@/server/platform/outboundApi'
import { callPlatform, VIEW_PERMISSION } from './callPlatform'
import { sessionOf, type CampaignDeps } from './CampaignDeps'
import type { CampaignSnapshot, SnapshotEntry } from './CampaignSnapshotStore'
import { readStatus, toProgress } from './toCampaignRow'

/** The platform is asked what changed (one call) at most this often per person, however often they ask. */
export const CHANGES_CHECK_INTERVAL_MS = 10_000
/**
 * While the person's browser receives the platform's events (`live`), it has every active campaign's progress
 * from them; the server reads progress only this often, for the pace samples (docs/campaigns.md).
 */
export const LIVE_PROGRESS_INTERVAL_MS = 120_000
/**
 * Progress is read at most this often otherwise: a burst of one person's calls (several tabs, a reload)
 * shares one read.
 */
export const PROGRESS_INTERVAL_MS = 2_000
/**
 * A page that has just subscribed to the platform's events asks once with `recheck`: what changed before it
 * subscribed (a campaign a schedule turned on a few seconds ago) is never pushed, so the check runs unless one
 * ran this recently (a burst of tabs opened together shares it).
 */
export const RECHECK_INTERVAL_MS = 1_000
/** Without a usable changes check (a platform that refuses the sort), the whole list is read this often. */
export const FALLBACK_LIST_TTL_MS = 30_000

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

/** Puts campaigns as the platform now has them into every snapshot of the organisation that holds them. */
function patchKnown(deps: CampaignDeps, orgId: string, campaigns: readonly PlatformCampaign[]) {
  if (campaigns.length === 0) return
  deps.state.snapshots.patchOrg(orgId, snapshot => {
    for (const campaign of campaigns) {
      const entry = snapshot.campaigns.get(campaign.id)
      if (entry && entry.campaign.version <= campaign.version) entry.campaign = campaign
    }
  })
}

/** Reads the settling campaigns again (one list call by id) into every snapshot of the organisation. */
export async function settleStatuses(deps: CampaignDeps, caller: Caller, entries: readonly SnapshotEntry[]) {
  const settling = entries.filter(isSettling).map(entry => entry.campaign.id)
  if (settling.length === 0) return
  patchKnown(deps, caller.orgId, await outboundApi.listCampaignsById(sessionOf(deps, caller), settling))
}

/**
 * The person's campaign list (docs/campaigns.md "Calls to the platform"): read whole (every page, with every
 * campaign's progress) when there is none or it is older than CAMPAIGN_LIST_TTL_MS, otherwise reused and
 * caught up by catchUp. `fresh`: taken by this call (or one it joined), so its progress was just read.
 */
export function campaignSnapshot(
  deps: CampaignDeps,
  caller: Caller
): Promise<{ snapshot: CampaignSnapshot; fresh: boolean }> {
  const session = sessionOf(deps, caller)
  const ttlMs =
    deps.state.changesCheck === 'unsupported'
      ? Math.min(deps.listTtlMs, FALLBACK_LIST_TTL_MS)
      : deps.listTtlMs
  return deps.state.snapshots.get(caller.platformToken, caller.orgId, { ttlMs, now: deps.now() }, () =>
    callPlatform(VIEW_PERMISSION, async () => {
      const campaigns = await outboundApi.listCampaigns(session)
      const takenAt = deps.now()
      const snapshot: CampaignSnapshot = {
        orgId: caller.orgId,
        takenAt,
        checkedAt: takenAt,
        progressAt: takenAt,
        campaigns: new Map(campaigns.map(campaign => [campaign.id, { campaign, progress: null }]))
      }
      await readProgress(session, [...snapshot.campaigns.values()])
      return snapshot
    })
  )
}

type CheckOutcome = { kind: 'patched'; added: SnapshotEntry[] } | { kind: 'reread' } | { kind: 'unsupported' }

/**
 * Asks the platform what changed since the snapshot, with one call: the 100 campaigns modified last (every
 * write bumps a campaign's version and dateModified). New ones are added, changed ones replaced (in every
 * snapshot of the organisation that holds them). More than a page of changes, or a total that no longer
 * matches (a campaign deleted elsewhere), needs the whole list again.
 */
async function checkChanges(
  deps: CampaignDeps,
  caller: Caller,
  snapshot: CampaignSnapshot
): Promise<CheckOutcome> {
  let recent: outboundApi.RecentlyChangedCampaigns
  try {
    recent = await outboundApi.listRecentlyChangedCampaigns(sessionOf(deps, caller))
  } catch (error) {
    // A platform that does not sort campaigns by dateModified: back to reading the list every 30 s.
    if (error instanceof PlatformError && error.status === 400) return { kind: 'unsupported' }
    throw error
  }
  const changed: PlatformCampaign[] = []
  const added: SnapshotEntry[] = []
  let reachedUnchanged = false
  for (const campaign of recent.campaigns) {
    const known = snapshot.campaigns.get(campaign.id)
    if (!known) {
      const entry = { campaign, progress: null }
      snapshot.campaigns.set(campaign.id, entry)
      added.push(entry)
    } else if (
      known.campaign.version === campaign.version &&
      known.campaign.dateModified === campaign.dateModified
    )
      reachedUnchanged = true
    else changed.push(campaign)
  }
  patchKnown(deps, caller.orgId, changed)
  if (recent.full && !reachedUnchanged) return { kind: 'reread' }
  if (recent.total !== undefined && recent.total !== snapshot.campaigns.size) return { kind: 'reread' }
  return { kind: 'patched', added }
}

/**
 * Reads again the campaigns another server process changed (its message named them): one call by id, and
 * their progress. One the person no longer sees (deleted) leaves the snapshot; one new to it joins. Answers
 * false when there are too many to read by id: the snapshot must be read whole.
 */
async function readChangedElsewhere(deps: CampaignDeps, caller: Caller, snapshot: CampaignSnapshot) {
  const ids = [...(snapshot.changedElsewhere ?? [])]
  snapshot.changedElsewhere = undefined
  if (ids.length === 0) return true
  if (ids.length > PAGE_SIZE) return false
  const session = sessionOf(deps, caller)
  let campaigns: PlatformCampaign[]
  try {
    campaigns = await outboundApi.listCampaignsById(session, ids)
  } catch (error) {
    // not read: the next call tries again
    snapshot.changedElsewhere = new Set([...ids, ...(snapshot.changedElsewhere ?? [])])
    throw error
  }
  const found = new Set(campaigns.map(campaign => campaign.id))
  for (const id of ids) if (!found.has(id)) snapshot.campaigns.delete(id)
  const entries = campaigns.map(campaign => {
    const entry = { campaign, progress: snapshot.campaigns.get(campaign.id)?.progress ?? null }
    snapshot.campaigns.set(campaign.id, entry)
    return entry
  })
  await readProgress(session, entries)
  return true
}

/**
 * Brings a reused snapshot up to date for an overview call: the campaigns another server process changed,
 * what changed (at most every CHANGES_CHECK_INTERVAL_MS), the progress of the active campaigns and of new ones
 * (while `live`, at most every LIVE_PROGRESS_INTERVAL_MS), and the statuses that change by themselves. Answers
 * false when the snapshot cannot be patched and must be read whole.
 */
async function catchUp(
  deps: CampaignDeps,
  caller: Caller,
  snapshot: CampaignSnapshot,
  { live, recheck }: { live: boolean; recheck: boolean }
): Promise<boolean> {
  const now = deps.now()
  const checkEvery = recheck ? RECHECK_INTERVAL_MS : CHANGES_CHECK_INTERVAL_MS
  const session = sessionOf(deps, caller)
  if (!(await readChangedElsewhere(deps, caller, snapshot))) return false
  let added: SnapshotEntry[] = []
  if (deps.state.changesCheck !== 'unsupported' && now - snapshot.checkedAt >= checkEvery) {
    const outcome = await checkChanges(deps, caller, snapshot)
    if (outcome.kind === 'unsupported') {
      deps.state.changesCheck = 'unsupported'
      if (now - snapshot.takenAt >= FALLBACK_LIST_TTL_MS) return false
    } else if (outcome.kind === 'reread') return false
    else added = outcome.added
    snapshot.checkedAt = now
  }
  const active = [...snapshot.campaigns.values()].filter(isActive)
  const progressDue = now - snapshot.progressAt >= (live ? LIVE_PROGRESS_INTERVAL_MS : PROGRESS_INTERVAL_MS)
  // Campaigns the changes check just brought have no progress yet, whatever their status.
  await readProgress(session, [...new Set([...(progressDue ? active : []), ...added])])
  if (progressDue) snapshot.progressAt = now
  await settleStatuses(deps, caller, active)
  return true
}

/**
 * The person's campaign list, up to date for an overview call. Concurrent calls of one person share the
 * snapshot's reading and its catching up: a burst of calls costs the platform what one call costs.
 */
export async function currentSnapshot(
  deps: CampaignDeps,
  caller: Caller,
  { live, recheck = false }: { live: boolean; recheck?: boolean }
): Promise<{ snapshot: CampaignSnapshot; fresh: boolean }> {
  const taken = await campaignSnapshot(deps, caller)
  if (taken.fresh) return taken
  const { snapshot } = taken
  snapshot.catchingUp ??= callPlatform(VIEW_PERMISSION, () =>
    catchUp(deps, caller, snapshot, { live, recheck })
  ).finally(() => (snapshot.catchingUp = undefined))
  if (await snapshot.catchingUp) return taken
  deps.state.snapshots.expire(caller.platformToken, snapshot)
  return campaignSnapshot(deps, caller)
}

import type { CampaignProgress } from '@/shared/campaigns/campaignTypes'
import { hashToken } from '@/server/auth'
import type { PlatformCampaign } from '@/server/platform'

export interface SnapshotEntry {
  campaign: PlatformCampaign
  /** null until read */
  progress: CampaignProgress | null
}

/** A person's campaign list as the platform gave it, with every campaign's progress as last read. */
export interface CampaignSnapshot {
  orgId: string
  /** when the whole list was read (ms since the epoch, the campaigns clock) */
  takenAt: number
  /** when the platform was last asked what changed (campaignSnapshot's changes check) */
  checkedAt: number
  /** when the active campaigns' progress was last read */
  progressAt: number
  /** by id, in the platform's order; patched in place by the person's actions */
  campaigns: Map<string, SnapshotEntry>
  /** the catch-up running now: concurrent overview calls of the person share it (one platform read) */
  catchingUp?: Promise<unknown>
  /**
   * Campaigns another server process changed (its message named them): the next overview call reads them
   * again before answering (campaignSnapshot's catchUp).
   */
  changedElsewhere?: Set<string>
}

interface StoreEntry {
  orgId: string
  snapshot?: CampaignSnapshot
  taking?: Promise<CampaignSnapshot>
}

/**
 * The campaign-list snapshots, one per token (keyed by its hash: people of one organisation may see different
 * divisions). A snapshot older than the TTL is taken anew; concurrent calls share one taking; a failed taking
 * is not remembered. Actions patch the snapshots in place (docs/campaigns.md: "patched at once by the
 * caller's own actions"), so the next overview shows them without reading the list again. Bounded: beyond
 * `maxEntries` the least recently used snapshot goes.
 */
export class CampaignSnapshotStore {
  private readonly entries = new Map<string, StoreEntry>()

  constructor(private readonly maxEntries = 200) {}

  /** The snapshot, and whether this call (or one it joined) took it just now. */
  async get(
    token: string,
    orgId: string,
    { ttlMs, now }: { ttlMs: number; now: number },
    take: () => Promise<CampaignSnapshot>
  ): Promise<{ snapshot: CampaignSnapshot; fresh: boolean }> {
    const key = hashToken(token)
    const known = this.entries.get(key)
    if (known) {
      this.entries.delete(key)
      this.entries.set(key, known)
      if (known.taking) return { snapshot: await known.taking, fresh: true }
      if (known.snapshot && now - known.snapshot.takenAt < ttlMs)
        return { snapshot: known.snapshot, fresh: false }
    }
    const taking = take()
    const entry: StoreEntry = { orgId, snapshot: known?.snapshot, taking }
    this.entries.set(key, entry)
    this.evict()
    try {
      const snapshot = await taking
      entry.snapshot = snapshot
      return { snapshot, fresh: true }
    } finally {
      entry.taking = undefined
      if (!entry.snapshot && this.entries.get(key) === entry) this.entries.delete(key)
    }
  }

  /**
   * The next get() reads the whole list again (the changes check found more than it can patch). Only this
   * very snapshot: one taken meanwhile by a concurrent call stays.
   */
  expire(token: string, snapshot: CampaignSnapshot): void {
    const entry = this.entries.get(hashToken(token))
    if (entry?.snapshot === snapshot && !entry.taking) entry.snapshot = undefined
  }

  /** Applies an action's effect to every snapshot of the organisation (those being taken, once taken). */
  patchOrg(orgId: string, change: (snapshot: CampaignSnapshot) => void): void {
    for (const entry of this.entries.values()) if (entry.orgId === orgId) this.apply(entry, change)
  }

  /** Applies an action's effect to the token's own snapshot only (a new campaign: others may not see it). */
  patchOwn(token: string, change: (snapshot: CampaignSnapshot) => void): void {
    const entry = this.entries.get(hashToken(token))
    if (entry) this.apply(entry, change)
  }

  /** The organisation's snapshots taken so far, to read (one per person's token), without a platform call. */
  orgSnapshots(orgId: string): CampaignSnapshot[] {
    return [...this.entries.values()].flatMap(entry =>
      entry.orgId === orgId && entry.snapshot ? [entry.snapshot] : []
    )
  }

  /** A campaign as any snapshot of the organisation has it (for names in the audit), without a platform call. */
  find(orgId: string, id: string): SnapshotEntry | undefined {
    for (const entry of this.entries.values()) {
      const found = entry.orgId === orgId ? entry.snapshot?.campaigns.get(id) : undefined
      if (found) return found
    }
    return undefined
  }

  /**
   * Another server process changed campaigns of the organisation: every snapshot of it reads them again at
   * its next overview call; `ids` null (too many to name): every snapshot of it is read whole again.
   */
  changedElsewhere(orgId: string, ids: readonly string[] | null): void {
    for (const entry of this.entries.values()) {
      if (entry.orgId !== orgId) continue
      this.apply(entry, snapshot => {
        // (an age beyond any time limit: the next get() takes it anew)
        if (ids === null) snapshot.takenAt = Number.NEGATIVE_INFINITY
        else {
          snapshot.changedElsewhere ??= new Set()
          for (const id of ids) snapshot.changedElsewhere.add(id)
        }
      })
    }
  }

  clear(): void {
    this.entries.clear()
  }

  private apply(entry: StoreEntry, change: (snapshot: CampaignSnapshot) => void) {
    if (entry.snapshot) change(entry.snapshot)
    // A snapshot being taken may have been read before the action: patch it too once it lands.
    if (entry.taking) void entry.taking.then(change, () => undefined)
  }

  private evict() {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }
}

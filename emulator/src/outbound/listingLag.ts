/**
 * The platform's listings are only eventually consistent: after a delete, the object may still be listed for a
 * while, and after a change it may still be listed as it was (Genesys' Terraform provider re-reads for up to 30 s
 * after a delete). In the realism mode (`listingLagMs` of realism.ts) the emulator's listings do the same, by one
 * rule that keeps tests repeatable: a listing shows each recently changed or deleted object **as it was
 * `listingLagMs` ago**. A read of one object by id is consistent at once (404 after a delete, the new version
 * after a change). Created objects are listed at once. Off (lag 0), nothing is kept and listings are the truth.
 *
 * The stores tell the ledger before they change or delete a versioned object (`changing`); the listing routes
 * pass what they would list through `listed`.
 */
import type { Clock } from '../config'

/** The versioned outbound objects whose listings lag. */
export type LaggedKind =
  | 'campaign'
  | 'contactList'
  | 'dncList'
  | 'callableTimeSet'
  | 'sequence'
  | 'campaignSchedule'
  | 'sequenceSchedule'

interface Change {
  at: number
  /** the object as it was just before this change (a deep copy) */
  before: unknown
}

interface History {
  kind: LaggedKind
  orgId: string
  id: string
  /** in time order; only changes younger than the lag are kept */
  changes: Change[]
}

export class ListingLag {
  private histories = new Map<string, History>()

  constructor(
    private readonly now: Clock,
    /** the realism mode's listingLagMs (0 when it is off) */
    private readonly lagMs: () => number
  ) {}

  clear(): void {
    this.histories.clear()
  }

  /** Before `record` is changed or deleted: listings go on showing it as it is now for the lag. */
  changing(kind: LaggedKind, record: { id: string; organizationId: string }): void {
    const lag = this.lagMs()
    if (lag <= 0) return
    const now = this.now()
    this.prune(now - lag)
    const key = `${kind} ${record.id}`
    const history = this.histories.get(key) ?? {
      kind,
      orgId: record.organizationId,
      id: record.id,
      changes: []
    }
    history.changes.push({ at: now, before: structuredClone(record) })
    this.histories.set(key, history)
  }

  /**
   * What a listing of `kind` shows in the organisation: `current` with each object changed within the lag as it
   * was before its earliest change since then, and each one deleted within the lag back (at the end, as it was).
   */
  listed<T extends { id: string }>(kind: LaggedKind, orgId: string, current: readonly T[]): T[] {
    const lag = this.lagMs()
    if (lag <= 0 || this.histories.size === 0) return [...current]
    this.prune(this.now() - lag)
    const earlier = new Map<string, T>()
    for (const history of this.histories.values())
      if (history.kind === kind && history.orgId === orgId)
        earlier.set(history.id, history.changes[0]!.before as T)
    if (earlier.size === 0) return [...current]
    const shown = current.map(item => earlier.get(item.id) ?? item)
    const present = new Set(current.map(item => item.id))
    for (const [id, before] of earlier) if (!present.has(id)) shown.push(before)
    return shown
  }

  /** Forgets the changes at or before `since`: listings already show what came after them. */
  private prune(since: number): void {
    for (const [key, history] of this.histories) {
      history.changes = history.changes.filter(change => change.at > since)
      if (history.changes.length === 0) this.histories.delete(key)
    }
  }
}

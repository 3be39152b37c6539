/**
 * Do-not-call lists per organisation (the versioned-object store, kit/versionedStore.ts) and the phone numbers of
 * internal ones (dncListRecord.ts). A number blocks dialing from the moment it is added until it expires; the dial
 * recorder asks `blocker` for the lists a campaign has attached. In the realism mode numbers added are an import
 * applied `importMs` later (`startImport`, `settle`).
 */
import type { Clock } from '../../config'
import { VersionedStore, type VersionedStoreOptions } from '../kit/versionedStore'
import { completeImport, type ImportStatus } from './contactRecord'
import type { DncListRecord } from './dncListRecord'
import { PendingImports } from './pendingImports'

interface NumbersImport {
  numbers: readonly string[]
  expiresAt: number | null
}

export class DncStore extends VersionedStore<DncListRecord> {
  private pending = new PendingImports<NumbersImport>()
  private readonly now: Clock

  constructor(options: VersionedStoreOptions<DncListRecord>) {
    super(options)
    this.now = options.now
  }

  override reset(): void {
    super.reset()
    this.pending.clear()
  }

  override remove(list: DncListRecord): void {
    super.remove(list)
    this.pending.drop(list.id)
  }

  /** The import under way, else the last one; none for a list never imported into. */
  importStatus(list: DncListRecord): ImportStatus | undefined {
    const status = this.pending.status(list.id, this.now()) ?? list.importStatus
    return status && { ...status }
  }

  /** The lists with an import under way (their ids). */
  importing(): string[] {
    return this.pending.listIds()
  }

  /** Numbers added as an import processed for `durationMs` (applied by `settle` once the time has come). */
  startImport(list: DncListRecord, numbers: readonly string[], expiresAt: number | null, durationMs: number) {
    this.pending.start(list.id, { numbers, expiresAt }, numbers.length, this.now(), durationMs)
  }

  /** Applies the list's imports whose time has come, `changing` told first; answers whether any was. */
  settle(list: DncListRecord, changing: () => void): boolean {
    const due = this.pending.due(list.id, this.now())
    if (due.length > 0) changing()
    for (const { numbers, expiresAt } of due) this.addNumbers(list, numbers, expiresAt)
    return due.length > 0
  }

  /** Adds (or re-adds, with the new expiry) numbers already in E.164. */
  addNumbers(list: DncListRecord, numbers: readonly string[], expiresAt: number | null): void {
    for (const number of numbers) list.numbers.set(number, expiresAt)
    list.importStatus = completeImport(numbers.length)
  }

  removeNumbers(list: DncListRecord, numbers: readonly string[]): void {
    for (const number of numbers) list.numbers.delete(number)
  }

  /** DELETE …/phonenumbers: all of them, or only those already expired. */
  clearNumbers(list: DncListRecord, expiredOnly: boolean): void {
    if (!expiredOnly) {
      list.numbers.clear()
      return
    }
    const now = this.now()
    for (const [number, expiresAt] of list.numbers)
      if (expiresAt !== null && expiresAt <= now) list.numbers.delete(number)
  }

  /**
   * Whether a number is blocked at a given time by any of these lists (the campaign's `dncLists`; lists of
   * another organisation or since deleted block nothing).
   */
  blocker(orgId: string, listIds: readonly string[]): (e164: string, at: number) => boolean {
    const lists = listIds.flatMap(id => this.find(orgId, id) ?? [])
    return (e164, at) =>
      lists.some(list => {
        if (list.contactMethod !== 'Phone' || !list.numbers.has(e164)) return false
        const expiresAt = list.numbers.get(e164)
        return expiresAt === null || expiresAt === undefined || at < expiresAt
      })
  }
}

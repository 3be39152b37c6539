/**
 * Do-not-call lists per organisation: the platform's DncList fields and, for internal lists (`rds`,
 * `rds_custom`), their phone numbers in E.164 with an optional expiry. A number blocks dialing from the moment it
 * is added until it expires; the dial recorder asks `blocker` for the lists a campaign has attached. In the
 * realism mode numbers added are an import applied `importMs` later (`startImport`, `settle`).
 */
import type { Clock } from '../../config'
import type { ListingLag } from '../listingLag'
import { completeImport, type ImportStatus } from './contactRecord'
import { PendingImports } from './pendingImports'

/** The platform's dncSourceType values; only internal lists take numbers through the API. */
export const DNC_SOURCE_TYPES = ['rds', 'rds_custom', 'dnc.com', 'gryphon'] as const
export type DncSourceType = (typeof DNC_SOURCE_TYPES)[number]
export const INTERNAL_SOURCES: readonly DncSourceType[] = ['rds', 'rds_custom']

export const CONTACT_METHODS = ['Phone', 'Email', 'WhatsApp'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export interface DncListRecord {
  id: string
  organizationId: string
  name: string
  divisionId: string
  dncSourceType: DncSourceType
  contactMethod: ContactMethod
  loginId?: string
  licenseId?: string
  dncCodes?: string[]
  campaignId?: string
  customExclusionColumn?: string
  dateCreated: string
  dateModified: string
  version: number
  /** E.164 number → when it stops blocking (epoch ms), or null for never */
  numbers: Map<string, number | null>
  /** the last import applied; absent for a list never imported into */
  importStatus?: ImportStatus
}

/** What POST/PUT set on a list (everything but id, organisation, dates, version and numbers). */
export type DncListInput = Pick<
  DncListRecord,
  | 'name'
  | 'divisionId'
  | 'dncSourceType'
  | 'contactMethod'
  | 'loginId'
  | 'licenseId'
  | 'dncCodes'
  | 'campaignId'
  | 'customExclusionColumn'
>

interface NumbersImport {
  numbers: readonly string[]
  expiresAt: number | null
}

export class DncStore {
  private lists = new Map<string, DncListRecord>()
  private pending = new PendingImports<NumbersImport>()

  constructor(
    private readonly now: Clock,
    private readonly seed: () => DncListRecord[],
    private readonly listingLag?: ListingLag
  ) {
    this.reset()
  }

  reset(): void {
    this.lists = new Map(this.seed().map(list => [list.id, list]))
    this.pending.clear()
  }

  all(orgId: string): DncListRecord[] {
    return [...this.lists.values()].filter(list => list.organizationId === orgId)
  }

  find(orgId: string, id: string | undefined): DncListRecord | undefined {
    const list = id === undefined ? undefined : this.lists.get(id)
    return list && list.organizationId === orgId ? list : undefined
  }

  nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    return this.all(orgId).some(list => list.id !== exceptId && list.name.toLowerCase() === wanted)
  }

  create(orgId: string, id: string, input: DncListInput): DncListRecord {
    const now = new Date(this.now()).toISOString()
    const list: DncListRecord = {
      ...input,
      id,
      organizationId: orgId,
      dateCreated: now,
      dateModified: now,
      version: 1,
      numbers: new Map()
    }
    this.lists.set(id, list)
    return list
  }

  replace(list: DncListRecord, input: DncListInput): DncListRecord {
    this.listingLag?.changing('dncList', list)
    Object.assign(list, input)
    list.version += 1
    list.dateModified = new Date(this.now()).toISOString()
    return list
  }

  remove(list: DncListRecord): void {
    this.listingLag?.changing('dncList', list)
    this.lists.delete(list.id)
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

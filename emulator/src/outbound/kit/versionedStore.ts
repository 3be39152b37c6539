/**
 * The store every versioned outbound object shares (callable time sets, sequences, DNC lists, contact lists):
 * the records of every organisation by id, in the order they were made; names unique per organisation,
 * case-insensitively; version 1 when made and one more with each change; listings that lag behind changes
 * (listingLag.ts, told before each change or delete); and the seed again on reset. Another organisation's record
 * is simply not found.
 */
import type { Clock } from '../../config'
import type { LaggedKind, ListingLag } from '../listingLag'

export interface Versioned {
  id: string
  organizationId: string
  name: string
  version: number
  /** ISO, as the platform answers them (listings sort them as text) */
  dateCreated: string
  dateModified: string
}

/** What a record holds besides what the store sets on it. */
export type Fields<T extends Versioned> = Omit<
  T,
  'id' | 'organizationId' | 'version' | 'dateCreated' | 'dateModified'
>

export interface VersionedStoreOptions<T> {
  kind: LaggedKind
  /** the clock its dates are read from */
  now: Clock
  listingLag: ListingLag
  /** fresh records for a reset (none: it starts empty) */
  seed?: () => readonly T[]
}

export class VersionedStore<T extends Versioned> {
  private records = new Map<string, T>()

  constructor(private readonly options: VersionedStoreOptions<T>) {}

  /** Back to the seed. */
  reset(): void {
    this.records = new Map((this.options.seed?.() ?? []).map(record => [record.id, record]))
  }

  all(orgId: string): T[] {
    return [...this.records.values()].filter(record => record.organizationId === orgId)
  }

  /** What a listing shows: the organisation's records, recent changes as listings lag. */
  listed(orgId: string): T[] {
    return this.options.listingLag.listed(this.options.kind, orgId, this.all(orgId))
  }

  find(orgId: string, id: string | undefined): T | undefined {
    const record = id === undefined ? undefined : this.records.get(id)
    return record?.organizationId === orgId ? record : undefined
  }

  nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    return this.all(orgId).some(record => record.id !== exceptId && record.name.toLowerCase() === wanted)
  }

  /** A new record (version 1, made now), not stored yet. */
  build(orgId: string, id: string, fields: Fields<T>): T {
    const now = new Date(this.options.now()).toISOString()
    return { ...fields, id, organizationId: orgId, version: 1, dateCreated: now, dateModified: now } as T
  }

  insert(record: T): T {
    this.records.set(record.id, record)
    return record
  }

  create(orgId: string, id: string, fields: Fields<T>): T {
    return this.insert(this.build(orgId, id, fields))
  }

  /** Before a record changes or goes: listings may go on showing it as it was (listingLag.ts). */
  changing(record: T): void {
    this.options.listingLag.changing(this.options.kind, record)
  }

  /** A change made: one version more, modified now. */
  touch(record: T): T {
    record.version += 1
    record.dateModified = new Date(this.options.now()).toISOString()
    return record
  }

  /** Sets the fields of a change the listings were told of (`changing`). */
  apply(record: T, fields: Partial<Fields<T>>): T {
    Object.assign(record, fields)
    return this.touch(record)
  }

  /** PUT: the listings told, the fields set, one version more. */
  replace(record: T, fields: Partial<Fields<T>>): T {
    this.changing(record)
    return this.apply(record, fields)
  }

  remove(record: T): void {
    this.changing(record)
    this.records.delete(record.id)
  }
}

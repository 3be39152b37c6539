/** Callable time sets per organisation (the platform's CallableTimeSet); names unique per organisation. */
import type { ListingLag } from '../listingLag'

export interface TimeSlotRecord {
  /** seconds since local midnight */
  start: number
  stop: number
  /** 1 = Monday … 7 = Sunday */
  day: number
}

export interface CallableTimeRecord {
  timeZoneId: string
  name?: string
  timeSlots: TimeSlotRecord[]
}

export interface CallableTimeSetInput {
  name: string
  callableTimes: CallableTimeRecord[]
}

export interface CallableTimeSetRecord extends CallableTimeSetInput {
  id: string
  organizationId: string
  version: number
  /** ISO, like the other listed entities */
  dateCreated: string
  dateModified: string
}

export class CallableTimeSetStore {
  private sets = new Map<string, CallableTimeSetRecord>()

  constructor(private readonly listingLag?: ListingLag) {}

  clear(): void {
    this.sets.clear()
  }

  all(orgId: string): CallableTimeSetRecord[] {
    return [...this.sets.values()].filter(set => set.organizationId === orgId)
  }

  find(orgId: string, id?: string): CallableTimeSetRecord | undefined {
    const set = id === undefined ? undefined : this.sets.get(id)
    return set?.organizationId === orgId ? set : undefined
  }

  nameTaken(orgId: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLowerCase()
    return this.all(orgId).some(set => set.id !== exceptId && set.name.toLowerCase() === wanted)
  }

  insert(set: CallableTimeSetRecord): void {
    this.sets.set(set.id, set)
  }

  /** Before a PUT changes it: listings may go on showing it as it was (listingLag.ts). */
  changing(set: CallableTimeSetRecord): void {
    this.listingLag?.changing('callableTimeSet', set)
  }

  remove(set: CallableTimeSetRecord): void {
    this.listingLag?.changing('callableTimeSet', set)
    this.sets.delete(set.id)
  }
}

/**
 * Every campaign and sequence schedule, per organisation: a schedule has its target's id (one per campaign or
 * sequence). PUT creates or replaces it (the version must match once it exists); each save restarts the run
 * from the save time, so a boundary already past is never replayed. `due` answers the earliest boundary that
 * the clock has passed, for the runner (scheduleRunner.ts) to apply in time order.
 */
import type { ListingLag } from '../listingLag'
import { ok, versionConflict, type Outcome } from '../outcome'
import { nextBoundary } from './nextBoundary'
import type { Boundary, ScheduleInput, ScheduleKind, ScheduleRecord } from './scheduleRecord'

export interface DueBoundary extends Boundary {
  schedule: ScheduleRecord
}

export class ScheduleStore {
  private schedules = new Map<string, ScheduleRecord>()
  /** each schedule's next boundary after its cursor (null: none left), computed once per cursor */
  private upcoming = new Map<ScheduleRecord, Boundary | null>()

  constructor(private readonly listingLag: ListingLag) {}

  private key = (kind: ScheduleKind, id: string) => `${kind} ${id}`

  /** Back to the seed: these schedules, stored as they are (each runs from its cursor, the seed time). */
  reset(seed: readonly ScheduleRecord[]): void {
    this.schedules = new Map(seed.map(schedule => [this.key(schedule.kind, schedule.id), schedule]))
    this.upcoming.clear()
  }

  all(orgId: string, kind: ScheduleKind): ScheduleRecord[] {
    return [...this.schedules.values()].filter(s => s.organizationId === orgId && s.kind === kind)
  }

  find(orgId: string, kind: ScheduleKind, id: string): ScheduleRecord | undefined {
    const schedule = this.schedules.get(this.key(kind, id))
    return schedule?.organizationId === orgId ? schedule : undefined
  }

  /** PUT: creates (version 1) or replaces with the current version (409 general.conflict otherwise). */
  save(
    orgId: string,
    kind: ScheduleKind,
    target: { id: string; name: string },
    input: ScheduleInput,
    version: unknown,
    now: number
  ): Outcome<ScheduleRecord> {
    const existing = this.find(orgId, kind, target.id)
    if (existing && version !== existing.version)
      return versionConflict({ ...existing, name: target.name }, `${kind} schedule`, version)
    const schedule: ScheduleRecord = {
      ...input,
      id: target.id,
      kind,
      organizationId: orgId,
      version: existing ? existing.version + 1 : 1,
      dateCreated: existing?.dateCreated ?? now,
      dateModified: now,
      cursor: now
    }
    if (existing) {
      this.listingLag.changing(`${kind}Schedule`, existing)
      this.upcoming.delete(existing)
    }
    this.schedules.set(this.key(kind, target.id), schedule)
    return ok(schedule)
  }

  remove(kind: ScheduleKind, id: string): boolean {
    const schedule = this.schedules.get(this.key(kind, id))
    if (!schedule) return false
    this.listingLag.changing(`${kind}Schedule`, schedule)
    this.upcoming.delete(schedule)
    return this.schedules.delete(this.key(kind, id))
  }

  private next(schedule: ScheduleRecord): Boundary | null {
    let boundary = this.upcoming.get(schedule)
    if (boundary === undefined) {
      boundary = nextBoundary(schedule, schedule.cursor) ?? null
      this.upcoming.set(schedule, boundary)
    }
    return boundary
  }

  /** The organisation's earliest boundary at or before `now` not yet run (ends before starts at one instant). */
  due(orgId: string, now: number): DueBoundary | undefined {
    let best: DueBoundary | undefined
    for (const schedule of this.schedules.values()) {
      if (schedule.organizationId !== orgId) continue
      const boundary = this.next(schedule)
      if (!boundary || boundary.at > now) continue
      if (
        !best ||
        boundary.at < best.at ||
        (boundary.at === best.at && boundary.kind === 'end' && best.kind === 'start')
      )
        best = { ...boundary, schedule }
    }
    return best
  }

  /** The boundary was run: the schedule goes on from there. */
  passed(schedule: ScheduleRecord, at: number): void {
    schedule.cursor = at
    this.upcoming.delete(schedule)
  }
}

/**
 * The platform's audit of outbound objects, as the Audit API reads it back (`POST /api/v2/audits/query/realtime`,
 * auditQueryRoutes.ts): one message per change made through the Platform API — who (the user and the OAuth client),
 * when, which object, the action and each property's old and new values (SDK `AuditLogMessage`). The realtime
 * query covers the last 14 days only; older messages are forgotten. In the realism mode a message is listed
 * `auditLagMs` after the change (the platform writes its audit asynchronously).
 */
import { randomUUID } from 'node:crypto'
import type { Clock } from '../config'

/** how far back the realtime query reads (the SDK: "will only retrieve 14 days worth of audits") */
export const REALTIME_RETENTION_MS = 14 * 24 * 3_600_000

export interface PropertyChange {
  property: string
  oldValues: string[]
  newValues: string[]
}

/** One change, as recorded (the query answers it as the SDK's AuditLogMessage). */
export interface AuditRecord {
  id: string
  orgId: string
  user: { id: string; name: string }
  clientId: string
  /** epoch ms of the change */
  at: number
  /** epoch ms from which the query lists it */
  listedFrom: number
  action: string
  entity: { id: string; name: string }
  /** the SDK's entity types: Campaign, CallableTimeSet, Sequence, ContactList, DNCList… */
  entityType: string
  propertyChanges: PropertyChange[]
}

export type NewAuditRecord = Omit<AuditRecord, 'id' | 'at' | 'listedFrom'>

export class AuditLog {
  private records: AuditRecord[] = []

  constructor(
    private readonly now: Clock,
    private readonly lagMs: number
  ) {}

  reset(): void {
    this.records = []
  }

  record(change: NewAuditRecord): AuditRecord {
    const at = this.now()
    const record = { ...change, id: randomUUID(), at, listedFrom: at + this.lagMs }
    this.records = this.records.filter(kept => kept.at > at - REALTIME_RETENTION_MS)
    this.records.push(record)
    return record
  }

  /** The organisation's messages the query may list now, oldest first. */
  listed(orgId: string): AuditRecord[] {
    const now = this.now()
    return this.records.filter(
      record => record.orgId === orgId && record.listedFrom <= now && record.at > now - REALTIME_RETENTION_MS
    )
  }
}

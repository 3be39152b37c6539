import type { Kysely } from 'kysely'
import type { AuditObjectKind, AuditTrailTable, Database } from '@/server/db/Database'

/** Reads and writes audit_trail (docs/data.md): every outbound object's changes. Every read takes the organisation. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(rows: readonly AuditTrailTable[]): Promise<void> {
    if (rows.length === 0) return
    await this.db
      .insertInto('audit_trail')
      .values([...rows])
      .execute()
  }

  /** The object's newest entries, newest first. */
  latest(orgId: string, kind: AuditObjectKind, objectId: string, limit: number): Promise<AuditTrailTable[]> {
    return this.db
      .selectFrom('audit_trail')
      .selectAll()
      .where(eb => eb.and({ org_id: orgId, object_kind: kind, object_id: objectId }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  }
}

import type { Kysely } from 'kysely'
import type { Database, UserAuditTable } from '@/server/db/Database'

/** Writes and reads user_audit. Every read takes the organisation. */
export class UserAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(entry: UserAuditTable): Promise<void> {
    await this.db.insertInto('user_audit').values(entry).execute()
  }

  /** The organisation's newest entries first. */
  recent(orgId: string, limit: number): Promise<UserAuditTable[]> {
    return this.db
      .selectFrom('user_audit')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  }
}

import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Caller } from '@/server/access/Caller'
import type { Database, ListAuditAction, ListAuditTable } from '@/server/db/Database'

export interface ListAuditEvent {
  kind: ListAuditTable['list_kind']
  listId: string
  action: ListAuditAction
  count: number
  /** the error code of a failure; absent when it succeeded */
  failure?: string
}

/** Writes list_audit: who imported, removed, added or removed numbers, in which list, how many. */
export class ListAuditRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number
  ) {}

  async record(caller: Caller, event: ListAuditEvent): Promise<void> {
    await this.db
      .insertInto('list_audit')
      .values({
        id: randomUUID(),
        org_id: caller.orgId,
        list_kind: event.kind,
        list_id: event.listId,
        action: event.action,
        outcome: event.failure ? 'failed' : 'succeeded',
        count: event.count,
        detail: event.failure ?? null,
        actor_user_id: caller.userId,
        actor_name: caller.fullName,
        actor_email: caller.email,
        created_at: new Date(this.now()).toISOString()
      })
      .execute()
  }

  /** A list's newest entries, newest first (every read takes the organisation). */
  latest(orgId: string, listId: string, limit: number): Promise<ListAuditTable[]> {
    return this.db
      .selectFrom('list_audit')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('list_id', '=', listId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  }
}

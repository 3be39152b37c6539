import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, UserAuditAction, UserAuditTable, UsersTable } from '@/server/db/Database'
import type { NamedActor } from './Actor'

/** What a users audit entry says changed: of whom, from what to what. */
export interface UserChange {
  subject?: UsersTable
  from?: string | null
  to?: string | null
}

/** Writes and reads user_audit. Every read takes the organisation. */
export class UserAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One entry: who did what to whom, from what to what, when (docs/access-control.md). */
  async record(
    actor: NamedActor,
    action: UserAuditAction,
    { subject, from = null, to = null }: UserChange,
    at: string
  ): Promise<void> {
    await this.db
      .insertInto('user_audit')
      .values({
        id: randomUUID(),
        org_id: actor.orgId,
        action,
        subject_user_id: subject?.id ?? null,
        subject_email: subject?.email ?? null,
        from_value: from,
        to_value: to,
        // a first sign-in is recorded by the rule, not by a person acting on someone else
        actor_user_id: action === 'signed_in_unlisted' ? null : actor.userId,
        actor_name: actor.fullName,
        actor_email: actor.email,
        created_at: at
      })
      .execute()
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

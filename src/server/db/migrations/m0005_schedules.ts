import { sql, type Kysely, type Migration } from 'kysely'

/**
 * The audit of schedules (docs/schedules.md): campaign and sequence schedules saved or deleted, callable time
 * sets and campaign sequences created, changed, deleted, sequences started and stopped — who, what, how it
 * ended. Written against Kysely<unknown> and `if not exists` throughout, like 0001 and 0004 (SQLite and
 * PostgreSQL alike: text, integer, check constraints).
 */
export const m0005_schedules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schedule_audit')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('target_kind', 'text', col =>
        col
          .notNull()
          .check(
            sql`target_kind in ('campaign_schedule', 'sequence_schedule', 'callable_time_set', 'sequence')`
          )
      )
      /** the campaign's, sequence's or set's id; empty for a create that failed */
      .addColumn('target_id', 'text', col => col.notNull())
      /** its name when the change was made (it may since be renamed or deleted) */
      .addColumn('target_name', 'text', col => col.notNull())
      .addColumn('action', 'text', col =>
        col.notNull().check(sql`action in ('saved', 'deleted', 'created', 'updated', 'started', 'stopped')`)
      )
      .addColumn('outcome', 'text', col => col.notNull().check(sql`outcome in ('succeeded', 'failed')`))
      /** the error code of a failure; what changed otherwise (may be null) */
      .addColumn('detail', 'text')
      .addColumn('actor_user_id', 'text', col => col.notNull())
      .addColumn('actor_name', 'text', col => col.notNull())
      .addColumn('actor_email', 'text', col => col.notNull())
      .addColumn('created_at', 'text', col => col.notNull())
      .execute()
    await db.schema
      .createIndex('schedule_audit_org_target_created')
      .ifNotExists()
      .on('schedule_audit')
      .columns(['org_id', 'target_id', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('schedule_audit').ifExists().execute()
  }
}

import { sql, type Kysely, type Migration } from 'kysely'

/**
 * What several server instances must share to keep the promises of issue 11 (docs/data.md): tokens that may no
 * longer be used, the request counters of the log relay's limits, each organisation's rule for people who
 * sign in without being listed, and the audit of who gave whom which role. Written against Kysely<unknown>
 * and `if not exists` throughout, like 0001.
 */
export const m0003_hardening: Migration = {
  async up(db: Kysely<unknown>) {
    // A token the platform refused (401) or its owner signed out: every route of every instance refuses it
    // at once, whatever its validation cache holds. Keyed by the token's SHA-256, never the token.
    await db.schema
      .createTable('refused_tokens')
      .ifNotExists()
      .addColumn('token_hash', 'text', col => col.primaryKey())
      .addColumn('refused_at', 'text', col => col.notNull())
      .addColumn('expires_at', 'text', col => col.notNull())
      .execute()
    await db.schema
      .createIndex('refused_tokens_expires_at')
      .ifNotExists()
      .on('refused_tokens')
      .column('expires_at')
      .execute()

    // One fixed window per limited key (e.g. the log relay per client address, per token): how many requests
    // and bytes it has used since the window started.
    await db.schema
      .createTable('rate_limit_windows')
      .ifNotExists()
      .addColumn('key', 'text', col => col.primaryKey())
      .addColumn('window_started_at', 'text', col => col.notNull())
      .addColumn('requests', 'integer', col => col.notNull())
      .addColumn('bytes', 'integer', col => col.notNull())
      .execute()
    await db.schema
      .createIndex('rate_limit_windows_started')
      .ifNotExists()
      .on('rate_limit_windows')
      .column('window_started_at')
      .execute()

    // An organisation's own settings; a missing row is the defaults (the spec's: people not listed are admins).
    await db.schema
      .createTable('organisation_settings')
      .ifNotExists()
      .addColumn('org_id', 'text', col => col.primaryKey())
      .addColumn('unlisted_sign_in', 'text', col =>
        col.notNull().check(sql`unlisted_sign_in in ('admin', 'supervisor', 'client', 'refuse')`)
      )
      .addColumn('updated_at', 'text', col => col.notNull())
      .addColumn('updated_by_user_id', 'text')
      .execute()

    // Who gave whom which role, and who changed the rule for people not listed (docs/access-control.md).
    await db.schema
      .createTable('user_audit')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('action', 'text', col =>
        col
          .notNull()
          .check(
            sql`action in ('added', 'removed', 'role_changed', 'signed_in_unlisted', 'unlisted_sign_in_changed')`
          )
      )
      .addColumn('subject_user_id', 'text')
      .addColumn('subject_email', 'text')
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('actor_user_id', 'text')
      .addColumn('actor_name', 'text', col => col.notNull())
      .addColumn('actor_email', 'text', col => col.notNull())
      .addColumn('created_at', 'text', col => col.notNull())
      .execute()
    await db.schema
      .createIndex('user_audit_org_created')
      .ifNotExists()
      .on('user_audit')
      .columns(['org_id', 'created_at', 'id'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_audit').ifExists().execute()
    await db.schema.dropTable('organisation_settings').ifExists().execute()
    await db.schema.dropTable('rate_limit_windows').ifExists().execute()
    await db.schema.dropTable('refused_tokens').ifExists().execute()
  }
}

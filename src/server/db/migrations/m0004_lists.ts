import { sql, type Kysely, type Migration } from 'kysely'

/**
 * The audit of contact lists and do-not-call lists (issue 13): imports, removals of contacts and changes to
 * do-not-call lists, who made them and how many rows they touched. Written against Kysely<unknown> and
 * `if not exists` throughout, like 0001.
 */
export const m0004_lists: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('list_audit')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('list_kind', 'text', col =>
        col.notNull().check(sql`list_kind in ('contact_list', 'dnc_list')`)
      )
      .addColumn('list_id', 'text', col => col.notNull())
      .addColumn('action', 'text', col =>
        col
          .notNull()
          .check(sql`action in ('contacts_imported', 'contacts_removed', 'numbers_added', 'numbers_removed')`)
      )
      .addColumn('outcome', 'text', col => col.notNull().check(sql`outcome in ('succeeded', 'failed')`))
      /** how many contacts or numbers the call carried */
      .addColumn('count', 'integer', col => col.notNull())
      /** the error code of a failure; null otherwise */
      .addColumn('detail', 'text')
      .addColumn('actor_user_id', 'text', col => col.notNull())
      .addColumn('actor_name', 'text', col => col.notNull())
      .addColumn('actor_email', 'text', col => col.notNull())
      .addColumn('created_at', 'text', col => col.notNull())
      .execute()
    await db.schema
      .createIndex('list_audit_org_list_created')
      .ifNotExists()
      .on('list_audit')
      .columns(['org_id', 'list_id', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('list_audit').ifExists().execute()
  }
}

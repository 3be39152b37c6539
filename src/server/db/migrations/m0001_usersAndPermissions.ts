import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Users and the permissions catalogue. Written against Kysely<unknown>: a migration must keep working after
 * the Database types move on. Every statement is `if not exists` so that two processes migrating one SQLite
 * file at the same moment both succeed (Kysely cannot lock SQLite across processes; see openDatabase).
 */
export const m0001_usersAndPermissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('full_name', 'text', col => col.notNull())
      .addColumn('full_name_key', 'text', col => col.notNull())
      .addColumn('email', 'text', col => col.notNull())
      .addColumn('email_key', 'text', col => col.notNull())
      .addColumn('role', 'text', col => col.notNull().check(sql`role in ('admin', 'supervisor', 'client')`))
      .addColumn('status', 'text', col =>
        col.notNull().check(sql`status in ('active', 'pending', 'inactive')`)
      )
      .addColumn('created_at', 'text', col => col.notNull())
      .addColumn('platform_user_id', 'text')
      .execute()

    // One person per e-mail address and organisation; also how a sign-in finds its row.
    await db.schema
      .createIndex('users_org_email_key')
      .ifNotExists()
      .unique()
      .on('users')
      .columns(['org_id', 'email_key'])
      .execute()
    // The list's orderings within an organisation, and its role / status filters in name order. The address
    // ends each index: it is unique per organisation, so it breaks ties in every ordering without a sort
    // step, and a search (name or address contains q) and its count read the index alone, not the table.
    await db.schema
      .createIndex('users_org_created')
      .ifNotExists()
      .on('users')
      .columns(['org_id', 'created_at', 'email_key'])
      .execute()
    await db.schema
      .createIndex('users_org_name')
      .ifNotExists()
      .on('users')
      .columns(['org_id', 'full_name_key', 'email_key'])
      .execute()
    await db.schema
      .createIndex('users_org_role_name')
      .ifNotExists()
      .on('users')
      .columns(['org_id', 'role', 'full_name_key', 'email_key'])
      .execute()
    await db.schema
      .createIndex('users_org_status_name')
      .ifNotExists()
      .on('users')
      .columns(['org_id', 'status', 'full_name_key', 'email_key'])
      .execute()

    // Who was removed from an organisation's list, so their next sign-in is refused rather than made admin.
    await db.schema
      .createTable('removed_users')
      .ifNotExists()
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('email_key', 'text', col => col.notNull())
      .addColumn('removed_at', 'text', col => col.notNull())
      .addPrimaryKeyConstraint('removed_users_pk', ['org_id', 'email_key'])
      .execute()

    await db.schema
      .createTable('permissions')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('name', 'text', col => col.notNull())
      .addColumn('name_key', 'text', col => col.notNull())
      .addColumn('subject', 'text', col => col.notNull())
      .addColumn('action', 'text', col => col.notNull())
      .addColumn('created_at', 'text', col => col.notNull())
      .execute()
    // A catalogue names each (subject, action) once per organisation; installing it twice is a no-op.
    await db.schema
      .createIndex('permissions_org_subject_action')
      .ifNotExists()
      .unique()
      .on('permissions')
      .columns(['org_id', 'subject', 'action'])
      .execute()

    await db.schema
      .createTable('permission_roles')
      .ifNotExists()
      .addColumn('permission_id', 'text', col =>
        col.notNull().references('permissions.id').onDelete('cascade')
      )
      .addColumn('role', 'text', col => col.notNull().check(sql`role in ('admin', 'supervisor', 'client')`))
      .addPrimaryKeyConstraint('permission_roles_pk', ['permission_id', 'role'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('permission_roles').ifExists().execute()
    await db.schema.dropTable('permissions').ifExists().execute()
    await db.schema.dropTable('removed_users').ifExists().execute()
    await db.schema.dropTable('users').ifExists().execute()
  }
}

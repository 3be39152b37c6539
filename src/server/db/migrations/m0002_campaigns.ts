import { sql, type Kysely, type Migration } from 'kysely'

/**
 * The campaigns' own data (docs/campaigns.md, docs/data.md): the audit of every campaign action, and the
 * progress samples that pace and ETA are computed from (so both survive a reload and a restart). Written
 * against Kysely<unknown> and `if not exists` throughout, like 0001.
 */
export const m0002_campaigns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('campaign_audit')
      .ifNotExists()
      .addColumn('id', 'text', col => col.primaryKey())
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('campaign_id', 'text', col => col.notNull())
      .addColumn('campaign_name', 'text', col => col.notNull())
      .addColumn('action', 'text', col =>
        col.notNull().check(sql`action in ('create', 'edit', 'delete', 'start', 'stop', 'recycle')`)
      )
      .addColumn('outcome', 'text', col => col.notNull().check(sql`outcome in ('succeeded', 'failed')`))
      .addColumn('detail', 'text')
      .addColumn('actor_user_id', 'text', col => col.notNull())
      .addColumn('actor_name', 'text', col => col.notNull())
      .addColumn('actor_email', 'text', col => col.notNull())
      .addColumn('created_at', 'text', col => col.notNull())
      .execute()
    // A campaign's page reads its newest entries: this index answers it without a sort step. The id ends it
    // so entries made in the same millisecond still come in one stable order.
    await db.schema
      .createIndex('campaign_audit_org_campaign_created')
      .ifNotExists()
      .on('campaign_audit')
      .columns(['org_id', 'campaign_id', 'created_at', 'id'])
      .execute()

    await db.schema
      .createTable('campaign_progress_samples')
      .ifNotExists()
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('campaign_id', 'text', col => col.notNull())
      .addColumn('sampled_at', 'text', col => col.notNull())
      .addColumn('called', 'integer', col => col.notNull())
      .addColumn('total', 'integer', col => col.notNull())
      // The overview reads the recent samples of its active campaigns: a range of this key per campaign.
      .addPrimaryKeyConstraint('campaign_progress_samples_pk', ['org_id', 'campaign_id', 'sampled_at'])
      .execute()
    // Pruning (everything older than 2 h, every organisation at once) reads this index alone.
    await db.schema
      .createIndex('campaign_progress_samples_sampled_at')
      .ifNotExists()
      .on('campaign_progress_samples')
      .column('sampled_at')
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('campaign_progress_samples').ifExists().execute()
    await db.schema.dropTable('campaign_audit').ifExists().execute()
  }
}

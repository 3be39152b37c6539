import type { Kysely, Migration } from 'kysely'

/**
 * The live figures of active campaigns as the server reads them (docs/campaigns.md "Why isn't it dialing?"):
 * one row per campaign at most every minute — and at once when it starts or stops dialing — kept for a day,
 * shared by every server process and every supervisor of the organisation. They answer since when a campaign
 * has been silent and draw the campaign page's day chart. Against Kysely<unknown>, `if not exists` throughout.
 */
export const m0006_performance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('campaign_performance_samples')
      .ifNotExists()
      .addColumn('org_id', 'text', col => col.notNull())
      .addColumn('campaign_id', 'text', col => col.notNull())
      .addColumn('sampled_at', 'text', col => col.notNull())
      /** 1 while it had a call in progress or lines in use, 0 otherwise */
      .addColumn('dialing', 'integer', col => col.notNull())
      /** while it does not dial: since when (carried from sample to sample; null while it dials) */
      .addColumn('idle_since', 'text')
      .addColumn('idle_agents', 'integer', col => col.notNull())
      .addColumn('outstanding_calls', 'integer', col => col.notNull())
      /** contacts a minute; null when unknown */
      .addColumn('pace', 'real')
      /** % of connected calls abandoned today; null when unknown */
      .addColumn('abandon_rate', 'real')
      .addPrimaryKeyConstraint('campaign_performance_samples_pk', ['org_id', 'campaign_id', 'sampled_at'])
      .execute()
    await db.schema
      .createIndex('campaign_performance_samples_sampled_at')
      .ifNotExists()
      .on('campaign_performance_samples')
      .column('sampled_at')
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('campaign_performance_samples').ifExists().execute()
  }
}

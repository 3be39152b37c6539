import type { Kysely } from 'kysely'
import type { CampaignPerformanceSamplesTable, Database } from '@/server/db/Database'

/** Reads and writes campaign_performance_samples. Every read takes the organisation. */
export class PerformanceSampleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest sample of each of these campaigns (none for a campaign never sampled). */
  async newest(
    orgId: string,
    campaignIds: readonly string[]
  ): Promise<Map<string, CampaignPerformanceSamplesTable>> {
    if (campaignIds.length === 0) return new Map()
    const rows = await this.db
      .selectFrom('campaign_performance_samples as s')
      .selectAll('s')
      .where('s.org_id', '=', orgId)
      .where('s.campaign_id', 'in', [...campaignIds])
      .where(({ eb, selectFrom }) =>
        eb(
          's.sampled_at',
          '=',
          selectFrom('campaign_performance_samples as n')
            .select(({ fn }) => fn.max('n.sampled_at').as('newest'))
            .whereRef('n.org_id', '=', 's.org_id')
            .whereRef('n.campaign_id', '=', 's.campaign_id')
        )
      )
      .execute()
    return new Map(rows.map(row => [row.campaign_id, row]))
  }

  /** Adds samples; one already taken at the same instant (another server process) is kept as it is. */
  async insert(rows: readonly CampaignPerformanceSamplesTable[]): Promise<void> {
    if (rows.length === 0) return
    await this.db
      .insertInto('campaign_performance_samples')
      .values([...rows])
      .onConflict(conflict => conflict.columns(['org_id', 'campaign_id', 'sampled_at']).doNothing())
      .execute()
  }

  /** Removes every organisation's samples taken before `before`. */
  async pruneBefore(before: string): Promise<void> {
    await this.db.deleteFrom('campaign_performance_samples').where('sampled_at', '<', before).execute()
  }
}

import type { Kysely } from 'kysely'
import type { CampaignProgressSamplesTable, Database } from '@/server/db/Database'

/** Reads and writes campaign_progress_samples. Every read takes the organisation. */
export class ProgressSampleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The samples of these campaigns taken at or after `since`, oldest first per campaign. */
  recent(
    orgId: string,
    campaignIds: readonly string[],
    since: string
  ): Promise<CampaignProgressSamplesTable[]> {
    if (campaignIds.length === 0) return Promise.resolve([])
    return this.db
      .selectFrom('campaign_progress_samples')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('campaign_id', 'in', [...campaignIds])
      .where('sampled_at', '>=', since)
      .orderBy('campaign_id')
      .orderBy('sampled_at')
      .execute()
  }

  /** Adds samples; one already taken at the same instant (another server process) is kept as it is. */
  async insert(rows: readonly CampaignProgressSamplesTable[]): Promise<void> {
    if (rows.length === 0) return
    await this.db
      .insertInto('campaign_progress_samples')
      .values([...rows])
      .onConflict(conflict => conflict.columns(['org_id', 'campaign_id', 'sampled_at']).doNothing())
      .execute()
  }

  /** Removes every organisation's samples taken before `before`. */
  async pruneBefore(before: string): Promise<void> {
    await this.db.deleteFrom('campaign_progress_samples').where('sampled_at', '<', before).execute()
  }

  async deleteCampaign(orgId: string, campaignId: string): Promise<void> {
    await this.db
      .deleteFrom('campaign_progress_samples')
      .where('org_id', '=', orgId)
      .where('campaign_id', '=', campaignId)
      .execute()
  }
}

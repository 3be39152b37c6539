import type { Kysely } from 'kysely'
import type { AuditEntry } from '@/shared/campaigns/campaignTypes'
import type { CampaignAuditTable, Database } from '@/server/db/Database'

export const toAuditEntry = (row: CampaignAuditTable): AuditEntry => ({
  id: row.id,
  campaignId: row.campaign_id,
  campaignName: row.campaign_name,
  action: row.action,
  outcome: row.outcome,
  detail: row.detail,
  actor: { name: row.actor_name, email: row.actor_email },
  at: row.created_at
})

/** Reads and writes campaign_audit. Every read takes the organisation. */
export class CampaignAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(rows: readonly CampaignAuditTable[]): Promise<void> {
    if (rows.length === 0) return
    await this.db
      .insertInto('campaign_audit')
      .values([...rows])
      .execute()
  }

  /** The campaign's newest entries, newest first. */
  latest(orgId: string, campaignId: string, limit: number): Promise<CampaignAuditTable[]> {
    return this.db
      .selectFrom('campaign_audit')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('campaign_id', '=', campaignId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  }
}

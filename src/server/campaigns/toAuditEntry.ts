import type { AuditEntry, CampaignAction } from '@/shared/campaigns/campaignTypes'
import type { AuditTrailTable } from '@/server/db/Database'

/** A campaign's entry of the audit trail as its page shows it (entries read with the kind `campaign`). */
export const toAuditEntry = (row: AuditTrailTable): AuditEntry => ({
  id: row.id,
  campaignId: row.object_id,
  campaignName: row.object_name ?? row.object_id,
  action: row.action as CampaignAction,
  outcome: row.outcome,
  detail: row.detail,
  actor: { name: row.actor_name, email: row.actor_email },
  at: row.created_at
})

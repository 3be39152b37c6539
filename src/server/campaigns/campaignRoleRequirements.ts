import { ACL_SUBJECTS } from '@/shared/acl'
import type { CampaignAction } from '@/shared/campaigns/campaignTypes'
import type { RequiredPermission } from '@/server/access'

/** Reading campaigns: what every role may (a client included: `read acl-page`, docs/campaigns.md). */
export const READ_CAMPAIGNS: RequiredPermission = { action: 'read', subject: ACL_SUBJECTS.aclPage }

/**
 * What the app role must allow for each campaign action (docs/product-rules.md#roles-and-permissions, subject
 * `campaigns`).
 */
export const ROLE_REQUIREMENT_FOR: Record<CampaignAction, RequiredPermission> = {
  create: { action: 'create', subject: ACL_SUBJECTS.campaigns },
  edit: { action: 'update', subject: ACL_SUBJECTS.campaigns },
  start: { action: 'update', subject: ACL_SUBJECTS.campaigns },
  stop: { action: 'update', subject: ACL_SUBJECTS.campaigns },
  recycle: { action: 'update', subject: ACL_SUBJECTS.campaigns },
  delete: { action: 'delete', subject: ACL_SUBJECTS.campaigns }
}

/** POST /api/campaigns/actions: one action on several campaigns, and each campaign's result. */

import type { CampaignStatus } from './campaignRow'

/** Bulk-capable actions of POST /api/campaigns/actions. */
export const BULK_ACTIONS = ['start', 'stop', 'recycle'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** POST /api/campaigns/actions body */
export interface BulkActionRequest {
  action: BulkAction
  /** 1–100 distinct campaign ids */
  ids: string[]
}

export type ActionResult =
  | { id: string; ok: true; status: CampaignStatus | null }
  | {
      id: string
      ok: false
      httpStatus: number
      code: string
      message: string
      /** platform.missing_permission: the permissions the Genesys Cloud user lacks */
      permission?: string
      permissions?: string[]
      anyOf?: boolean
      /** platform.rate_limited: seconds until a retry may succeed */
      retryAfterSeconds?: number
    }

export interface BulkActionResponse {
  action: BulkAction
  results: ActionResult[]
}

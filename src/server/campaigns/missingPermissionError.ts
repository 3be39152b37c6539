import type { MissingPermissions } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'

/** The permissions a refusal names: all of them needed, or (several, `anyOf`) any one of them would do. */
export function missingPermissions(permissions: readonly string[], anyOf: boolean): MissingPermissions {
  return {
    permission: permissions[0] ?? '',
    permissions: [...permissions],
    anyOf: anyOf && permissions.length > 1
  }
}

function sentence({ permissions, anyOf }: MissingPermissions): string {
  const list = permissions.join(', ')
  if (permissions.length === 1) return `Your Genesys Cloud user lacks the permission ${list}.`
  return anyOf
    ? `Your Genesys Cloud user needs one of the permissions ${list}.`
    : `Your Genesys Cloud user lacks the permissions ${list}.`
}

/**
 * 403 `platform.missing_permission` naming what is missing (`permission`, `permissions`, `anyOf` in the body,
 * as CampaignApiError types them), whether the platform refused or the app knew it would.
 */
export const missingPermissionError = (missing: MissingPermissions): ApiError =>
  new ApiError(403, 'platform.missing_permission', sentence(missing), { details: { ...missing } })

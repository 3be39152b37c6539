import { PLATFORM_PERMISSION_FOR, type CampaignAction } from '@/shared/campaigns/campaignTypes'
import { ApiError } from '@/server/access/ApiError'
import type { Caller } from '@/server/access/Caller'
import { grantsPermission } from './grantsPermission'

/**
 * Refuses an action the person's platform permissions (read with the token's validation) do not grant, with
 * the 403 the platform would give, without spending a platform call on it (a bulk start of 100 campaigns by
 * someone who may not start any costs nothing). When the platform did not list the permissions it decides.
 */
export function requirePlatformPermission(caller: Caller, action: CampaignAction): void {
  const permission = PLATFORM_PERMISSION_FOR[action]
  if (caller.platformPermissions && !grantsPermission(caller.platformPermissions, permission))
    throw new ApiError(
      403,
      'platform.missing_permission',
      `Your Genesys Cloud user lacks the permission ${permission}.`,
      {
        details: { permission }
      }
    )
}

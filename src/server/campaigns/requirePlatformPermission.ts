import { PLATFORM_PERMISSIONS_FOR, type CampaignAction } from '@/shared/campaigns/campaignTypes'
import type { Caller } from '@/server/access/Caller'
import { grantsAnyPermission } from './grantsPermission'
import { missingPermissionError, missingPermissions } from './missingPermissionError'

/**
 * Refuses an action the person's platform permissions (read with the token's validation) do not grant, with
 * the 403 the platform would give (naming every permission that would do), without spending a platform call on
 * it (a bulk start of 100 campaigns by someone who may not start any costs nothing). When the platform did not
 * list the permissions it decides.
 */
export function requirePlatformPermission(caller: Caller, action: CampaignAction): void {
  const permissions = PLATFORM_PERMISSIONS_FOR[action]
  if (caller.platformPermissions && !grantsAnyPermission(caller.platformPermissions, permissions))
    throw missingPermissionError(missingPermissions(permissions, true))
}

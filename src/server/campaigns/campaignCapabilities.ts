import { buildAbilityFor, type Role } from '@/shared/acl'
import {
  CAMPAIGN_ACTIONS,
  PLATFORM_PERMISSIONS_FOR,
  type CampaignAction,
  type CampaignCapabilities
} from '@/shared/campaigns/campaignTypes'
import { ROLE_REQUIREMENT_FOR } from './campaignRoleRequirements'
import { grantsAnyPermission } from './grantsPermission'
import { missingPermissions } from './missingPermissionError'

type Capability = CampaignCapabilities[CampaignAction]

/**
 * What the person may do, per action, and if not why: the app role first (it is ours to explain), then the
 * platform permissions (any one of an action's will do). Unknown platform permissions (the platform did not list them) count as granted: the
 * platform still decides each call, and its 403 names what is missing.
 */
export function campaignCapability(
  role: Role,
  platformPermissions: readonly string[] | null,
  action: CampaignAction
): Capability {
  const required = ROLE_REQUIREMENT_FOR[action]
  if (!buildAbilityFor(role, required.subject).can(required.action, required.subject))
    return { allowed: false, reason: 'role' }
  const permissions = PLATFORM_PERMISSIONS_FOR[action]
  if (platformPermissions && !grantsAnyPermission(platformPermissions, permissions))
    return { allowed: false, reason: 'platform', ...missingPermissions(permissions, true) }
  return { allowed: true }
}

export const campaignCapabilities = (
  role: Role,
  platformPermissions: readonly string[] | null
): CampaignCapabilities =>
  Object.fromEntries(
    CAMPAIGN_ACTIONS.map(action => [action, campaignCapability(role, platformPermissions, action)])
  ) as CampaignCapabilities

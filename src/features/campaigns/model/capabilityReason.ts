import {
  type CampaignAction,
  type CampaignCapabilities,
  PLATFORM_PERMISSIONS_FOR
} from '@/shared/campaigns/campaignTypes'

import { type FailureText, missingPermissionText } from './failureMessage'

/** Why the signed-in person may not do `action` (for a disabled control's tooltip), or null when they may. */
export function capabilityReason(
  capabilities: CampaignCapabilities | null | undefined,
  action: CampaignAction
): FailureText | null {
  const capability = capabilities?.[action]
  if (!capability || capability.allowed) return null
  if (capability.reason === 'role') return { key: 'capability.role' }
  // what the server named; else every permission that opens the action (any one of them would do)
  const named = capability.permissions?.length
    ? { permissions: capability.permissions, anyOf: capability.anyOf === true }
    : capability.permission
      ? { permissions: [capability.permission], anyOf: false }
      : { permissions: PLATFORM_PERMISSIONS_FOR[action], anyOf: true }
  return missingPermissionText(named.permissions, named.anyOf)
}

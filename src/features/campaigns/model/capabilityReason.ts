import {
  type CampaignAction,
  type CampaignCapabilities,
  PLATFORM_PERMISSION_FOR
} from '@/shared/campaigns/campaignTypes'

import type { FailureText } from './failureMessage'

/** Why the signed-in person may not do `action` (for a disabled control's tooltip), or null when they may. */
export function capabilityReason(
  capabilities: CampaignCapabilities | null | undefined,
  action: CampaignAction
): FailureText | null {
  const capability = capabilities?.[action]
  if (!capability || capability.allowed) return null
  if (capability.reason === 'role') return { key: 'capability.role' }
  return {
    key: 'capability.platform',
    values: { permission: capability.permission ?? PLATFORM_PERMISSION_FOR[action] }
  }
}

import type { TFunction } from 'i18next'

import { sayPermissionNeeded } from '@/shared/permissions/permissionNeeded'

/** Whether the person may do something, and if not why (the answers' `capabilities`). */
export type Capability = { allowed: true } | { allowed: false; reason: string; permission?: string }

/**
 * The reason an action is not offered, in the screen's words (`<texts>.reasons.*`), or null when it is allowed:
 * not known yet (`loading`), the app role (`role`), the missing Genesys permission (`platform`: the shared
 * wording, src/shared/permissions), or the screen's own reason (`reasons.<reason>`, given `values`).
 */
export function capabilityReason(
  t: TFunction,
  texts: string,
  capability: Capability | undefined,
  values: Record<string, string> = {}
): string | null {
  if (!capability) return t(`${texts}.reasons.loading`)
  if (capability.allowed) return null
  // the one wording every screen uses for a missing Genesys Cloud permission
  if (capability.reason === 'platform') return sayPermissionNeeded(t, capability.permission)
  return t(`${texts}.reasons.${capability.reason}`, values)
}

import type { TFunction } from 'i18next'

/** Whether the person may do something, and if not why (the answers' `capabilities`). */
export type Capability = { allowed: true } | { allowed: false; reason: string; permission?: string }

/**
 * The reason an action is not offered, in the screen's words (`<texts>.reasons.*`), or null when it is allowed:
 * not known yet (`loading`), the app role (`role`), the missing Genesys permission (`platform`, with
 * `{{permission}}`), or the screen's own reason (`reasons.<reason>`, given `values`).
 */
export function capabilityReason(
  t: TFunction,
  texts: string,
  capability: Capability | undefined,
  values: Record<string, string> = {}
): string | null {
  if (!capability) return t(`${texts}.reasons.loading`)
  if (capability.allowed) return null
  if (capability.reason === 'platform')
    return t(`${texts}.reasons.platform`, { permission: capability.permission ?? '' })
  return t(`${texts}.reasons.${capability.reason}`, values)
}

/**
 * The realism mode (`GENESYS_EMULATOR_REALISM=1`, on in the end-to-end tests): the platform does some things
 * asynchronously and is only eventually consistent, and the app must show the truth through it. Off, the
 * emulator answers everything at once, which the unit-speed tests rely on.
 */
export interface RealismSettings {
  /** an export's file is ready this long after it is asked for (before: the last export, or 404) */
  exportMs: number
  /** an import (contacts or numbers added in bulk) is complete this long after it is sent, with progress */
  importMs: number
  /** a deleted or changed object may still be listed as it was, for at most this long */
  listingLagMs: number
  /** each notification waits up to this long (at random) before it is sent, so two may cross */
  eventJitterMs: number
  /** a change's audit message is listed by the audit query this long after the change */
  auditLagMs: number
}

export const REALISM_DEFAULTS: RealismSettings = {
  exportMs: 3000,
  importMs: 3000,
  listingLagMs: 5000,
  eventJitterMs: 1500,
  auditLagMs: 5000
}

/** `true` → the defaults; an object → the defaults with its values; false/undefined → off (null). */
export function resolveRealism(
  value: boolean | Partial<RealismSettings> | undefined
): RealismSettings | null {
  if (!value) return null
  return value === true ? { ...REALISM_DEFAULTS } : { ...REALISM_DEFAULTS, ...value }
}

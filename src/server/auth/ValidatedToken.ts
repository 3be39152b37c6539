import type { PlatformUserMe } from '@/server/platform'
import { toValidatedUser, type ValidatedUser } from './ValidatedUser'

/**
 * What one validation learns about a token: who it belongs to (what /api/auth/Validate answers) and, kept
 * beside it but never in that answer (its shape is fixed by the spec), the user's platform permissions, read
 * with the same users/me call (`expand=authorization`) so authorizing a campaign action costs no call.
 */
export interface ValidatedToken {
  user: ValidatedUser
  /** `domain:entity:action` strings, `*` as a wildcard; null when the platform did not say */
  permissions: readonly string[] | null
}

export const toValidatedToken = (me: PlatformUserMe): ValidatedToken => ({
  user: toValidatedUser(me),
  permissions: me.authorization?.permissions ?? null
})

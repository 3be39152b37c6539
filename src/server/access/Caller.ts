import type { Actor } from '@/server/users'

/**
 * Who called an API endpoint: their organisation (from the token), their row (role from the database), and
 * what calling the platform on their behalf needs.
 */
export interface Caller extends Actor {
  email: string
  fullName: string
  /** the platform user's id (the audit's actor), when the platform said */
  platformUserId: string | null
  /** the platform user's permissions (users/me `expand=authorization`); null when the platform did not say */
  platformPermissions: readonly string[] | null
  /** the caller's platform access token, for the calls made on their behalf: never log it */
  platformToken: string
}

import type { UnlistedSignIn } from '@/server/db/Database'
import { UNLISTED_SIGN_IN_CHOICES as CHOICES } from '@/shared/users/userTypes'

/**
 * What people of an organisation who are not on its users list become when they sign in: a role, or refused
 * until someone adds them. The spec's rule ("every signed-in user receives the role admin") is the default;
 * an admin may close it (docs/access-control.md).
 */
export const UNLISTED_SIGN_IN_CHOICES = CHOICES satisfies readonly UnlistedSignIn[]

export const DEFAULT_UNLISTED_SIGN_IN: UnlistedSignIn = 'admin'

export type { UnlistedSignIn }

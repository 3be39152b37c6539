import type { ApiFailure } from '@/features/sessionApi'
import { listFailureKey } from '@/shared/ui/list'

// The users API's own codes (docs/access-control.md, "Errors") and the texts people read for them; the codes
// every list shares (no answer, 401, 403, 5xx) are the list module's.
const KEYS: Record<string, string> = {
  'user.email_taken': 'users.errors.emailTaken',
  'user.self': 'users.errors.self',
  'user.last_admin': 'users.errors.lastAdmin',
  'user.role_not_allowed': 'users.errors.roleNotAllowed',
  'user.not_found': 'users.errors.notFound',
  'body.invalid': 'users.errors.invalid'
}

/** What a role change's refusals mean (the same codes say other things for a removal). */
export const CHANGE_ROLE_KEYS: Record<string, string> = {
  'user.self': 'users.role.errors.self',
  'user.last_admin': 'users.role.errors.lastAdmin',
  'user.role_not_allowed': 'users.role.errors.roleNotAllowed',
  'user.not_found': 'users.role.errors.notFound'
}

/** The i18n key of the text that explains a failed users call (`own`: the operation's own texts first). */
export const failureMessageKey = (failure: ApiFailure, own: Record<string, string> = {}) =>
  listFailureKey(failure, { ...KEYS, ...own })

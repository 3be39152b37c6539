import type { ApiFailure } from '@/features/auth'

// The API's stable codes (docs/access-control.md, "Errors") and the texts people read for them.
const KEYS: Record<string, string> = {
  'user.email_taken': 'users.errors.emailTaken',
  'user.self': 'users.errors.self',
  'user.last_admin': 'users.errors.lastAdmin',
  'user.role_not_allowed': 'users.errors.roleNotAllowed',
  'user.not_found': 'users.errors.notFound',
  'body.invalid': 'users.errors.invalid',
  'access.forbidden': 'lists.errors.forbidden',
  'access.inactive': 'lists.errors.forbidden',
  'access.removed': 'lists.errors.forbidden',
  'access.no_organization': 'lists.errors.forbidden',
  'access.not_listed': 'lists.errors.forbidden',
  network: 'lists.errors.network'
}

/** What a role change's refusals mean (the same codes say other things for a removal). */
export const CHANGE_ROLE_KEYS: Record<string, string> = {
  'user.self': 'users.role.errors.self',
  'user.last_admin': 'users.role.errors.lastAdmin',
  'user.role_not_allowed': 'users.role.errors.roleNotAllowed',
  'user.not_found': 'users.role.errors.notFound'
}

/** The i18n key of the text that explains a failed users call (`own`: the operation's own texts first). */
export function failureMessageKey(failure: ApiFailure, own: Record<string, string> = {}): string {
  const key = own[failure.code] ?? KEYS[failure.code]
  if (key) return key
  if (failure.status === 401) return 'lists.errors.session'
  if (failure.status !== null && failure.status >= 500) return 'lists.errors.server'
  return 'lists.errors.generic'
}

import type { ApiFailure } from '@/features/auth'

/** The i18n key of the text that explains a failed permissions call. */
export function failureMessageKey(failure: ApiFailure): string {
  if (failure.code === 'network') return 'lists.errors.network'
  if (failure.status === 401) return 'lists.errors.session'
  if (failure.status === 403) return 'lists.errors.forbidden'
  if (failure.status !== null && failure.status >= 500) return 'lists.errors.server'
  return 'lists.errors.generic'
}

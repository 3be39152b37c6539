import type { ApiFailure } from '@/features/sessionApi'

import { asFailureLike, ERROR_PERMISSION_KEYS, type FailureText, failureText } from './failureMessage'

// People read words, never a permission code: a missing permission is said without naming it.
export function plainFailure(error: ApiFailure): FailureText {
  const text = failureText(asFailureLike(error))
  return Object.values(ERROR_PERMISSION_KEYS).includes(text.key)
    ? { key: 'errors.missingSomePermission' }
    : text
}

import type { ApiFailure } from '@/features/sessionApi'

import { asFailureLike, type FailureText, failureText } from './failureMessage'

// People read words: a missing permission is said by its name first (the shared wording, the platform's string
// only after it), as everywhere else.
export function plainFailure(error: ApiFailure): FailureText {
  return failureText(asFailureLike(error))
}

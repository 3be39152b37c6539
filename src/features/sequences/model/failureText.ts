import type { ApiFailure } from '@/features/auth'
import { listFailureKey } from '@/shared/ui/list'

/** The screen's own texts for the API's codes; the rest are the lists' shared ones. */
const OWN: Record<string, string> = {
  'sequence.not_found': 'sequences.errors.notFound',
  'platform.missing_permission': 'sequences.errors.permission',
  'platform.rate_limited': 'sequences.errors.busy',
  'request.invalid': 'sequences.errors.refused'
}

/** Why a call failed, as a text key and its values (the missing permission, when the API named it). */
export function failureText(failure: ApiFailure): { key: string; values: Record<string, string> } {
  const permission = failure.details?.permission
  return {
    key: listFailureKey(failure, OWN),
    values: { permission: typeof permission === 'string' ? permission : '' }
  }
}

/** A stale version: someone changed the sequence since it was read (`sequence.conflict`). */
export const isConflict = (failure: ApiFailure) =>
  failure.status === 409 && failure.code.endsWith('.conflict')

/** The field a 400 named (`details.field`), if any. */
export const invalidField = (failure: ApiFailure): string | null =>
  failure.status === 400 && typeof failure.details?.field === 'string' ? failure.details.field : null

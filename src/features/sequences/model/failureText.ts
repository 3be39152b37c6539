import type { ApiFailure } from '@/features/sessionApi'
import { listFailureKey } from '@/shared/ui/list'

/** The screen's own texts for the API's codes; the rest are the lists' shared ones. */
const OWN: Record<string, string> = {
  'sequence.not_found': 'sequences.errors.notFound',
  'sequence.running': 'sequences.errors.running',
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

/**
 * The field a 400 named, if any: `details.field` (`schedule.invalid`), or the first of `details.issues`
 * (`request.invalid`: its path, without the body's `data`, as `callableTimes.0.slots.2.stop`).
 */
export function invalidField(failure: ApiFailure): string | null {
  if (failure.status !== 400) return null
  if (typeof failure.details?.field === 'string') return failure.details.field
  const issues = failure.details?.issues
  const path = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined)?.path : undefined
  if (!Array.isArray(path)) return null
  const field = path.filter(part => part !== 'data').join('.')
  return field === '' ? null : field
}

import type { DataFailure } from '@/shared/data'
import { neededOf, permissionNeeded } from '@/shared/permissions/permissionNeeded'

import { listFailureKey } from '../list/model/listFailure'

/**
 * The failures a kind of outbound object has texts of its own for (`<texts>.errors.<name>`); a missing
 * permission is said in the shared wording, whatever the kind.
 */
export type KindError = 'notFound' | 'running' | 'busy' | 'timeout' | 'refused'

/** A kind of outbound object as its failures are told: its API codes' prefix, its texts, which it words itself. */
export interface KindTexts {
  /** the prefix of the API's codes for it (`callableTimeSet` → `callableTimeSet.not_found`) */
  code: string
  /** the prefix of the screen's texts (`callableTimes` → `callableTimes.errors.notFound`) */
  texts: string
  errors: readonly KindError[]
}

const CODES: Record<KindError, (kind: string) => string> = {
  notFound: kind => `${kind}.not_found`,
  running: kind => `${kind}.running`,
  busy: () => 'platform.rate_limited',
  timeout: () => 'platform.timeout',
  refused: () => 'request.invalid'
}

/**
 * Why a call about an object of `kind` failed, as a text key and its values: the kind's own text for the API's
 * code when it has one, else the lists' shared ones (src/shared/ui/list); a missing permission in the shared
 * wording, naming what the API named.
 */
export function failureText(
  failure: DataFailure,
  kind: KindTexts
): { key: string; values: Record<string, string> } {
  // a missing Genesys Cloud permission: the one wording every screen uses (src/shared/permissions)
  if (failure.code === 'platform.missing_permission') return permissionNeeded(neededOf(failure.details))
  const own = Object.fromEntries(
    kind.errors.map(error => [CODES[error](kind.code), `${kind.texts}.errors.${error}`])
  )
  return { key: listFailureKey(failure, own), values: {} }
}

/** A stale version: someone changed the object since it was read (`callableTimeSet.conflict`, any `*.conflict`). */
export const isConflict = (failure: DataFailure) =>
  failure.status === 409 && failure.code.endsWith('.conflict')

/**
 * The field a 400 named, if any: `details.field` (`schedule.invalid`), or the first of `details.issues`
 * (`request.invalid`: its path, without the body's `data`, as `callableTimes.0.slots.2.stop`).
 */
export function invalidField(failure: DataFailure): string | null {
  if (failure.status !== 400) return null
  if (typeof failure.details?.field === 'string') return failure.details.field
  const issues = failure.details?.issues
  const path = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined)?.path : undefined
  if (!Array.isArray(path)) return null
  const field = path.filter(part => part !== 'data').join('.')
  return field === '' ? null : field
}

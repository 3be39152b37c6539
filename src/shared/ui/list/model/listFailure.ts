import type { TFunction } from 'i18next'

import type { DataFailure } from '@/shared/data'
import { neededOf, permissionNeeded, type PermissionText } from '@/shared/permissions/permissionNeeded'

/** Why a call of a list screen failed, as kept in the store: the data layer's failure. */
export type ListFailure = DataFailure

/**
 * The i18n key of the text that explains a failed call: the screen's own text for the API's code when it has
 * one (`own`), else the texts every list shares (`lists.errors.*`): no answer, the session over, no longer
 * allowed, the server's problem, anything else. The API's own English message is never shown.
 */
export function listFailureKey(failure: ListFailure, own: Readonly<Record<string, string>> = {}): string {
  const key = own[failure.code]
  if (key) return key
  if (failure.code === 'network') return 'lists.errors.network'
  if (failure.status === 401) return 'lists.errors.session'
  if (failure.status === 403) return 'lists.errors.forbidden'
  if (failure.status !== null && failure.status >= 500) return 'lists.errors.server'
  return 'lists.errors.generic'
}

/**
 * The text that explains a failed call with its values: a missing Genesys Cloud permission in the one wording
 * every screen uses (naming what the API named), anything else as `listFailureKey` says it.
 */
export function listFailureText(
  failure: ListFailure,
  own: Readonly<Record<string, string>> = {}
): PermissionText {
  if (failure.code === 'platform.missing_permission' && !own[failure.code])
    return permissionNeeded(neededOf(failure.details))
  return { key: listFailureKey(failure, own), values: {} }
}

/** `listFailureText` said in the screen's texts (`t`). */
export function sayListFailure(
  t: TFunction,
  failure: ListFailure,
  own: Readonly<Record<string, string>> = {}
): string {
  const { key, values } = listFailureText(failure, own)
  return t(key, values)
}

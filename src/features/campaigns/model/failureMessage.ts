import type { ApiFailure } from '@/features/sessionApi'
import type { ActionResult, CampaignDetail } from '@/shared/campaigns/campaignTypes'
import { permissionNeeded } from '@/shared/permissions/permissionNeeded'

/** A text to show for a failure: an i18n key of the campaigns texts and its values. */
export interface FailureText {
  key: string
  values?: Record<string, string | number>
}

/** What the text depends on: a failed call (ApiFailure) or one failed result of a bulk action. */
export interface FailureLike {
  status: number | null
  code: string
  permission?: string
  /** platform.missing_permission: every permission named (all needed, or `anyOf`: any one would do) */
  permissions?: string[]
  anyOf?: boolean
}

// The API's stable codes (docs/campaigns.md) and the texts people read for them; the API's own English
// message is never shown.
const KEYS: Record<string, string> = {
  'access.forbidden': 'errors.forbiddenRole',
  'access.inactive': 'errors.forbiddenRole',
  'access.removed': 'errors.forbiddenRole',
  'access.no_organization': 'errors.forbiddenRole',
  'campaign.not_found': 'errors.notFound',
  'campaign.version_conflict': 'errors.versionConflict',
  'campaign.not_off': 'errors.notOff',
  'campaign.active_limit': 'errors.activeLimit',
  'campaign.busy': 'errors.busy',
  'platform.rate_limited': 'errors.rateLimited',
  'platform.unavailable': 'errors.unavailable',
  'platform.timeout': 'errors.timeout',
  'platform.session_expired': 'errors.session',
  'request.invalid': 'errors.invalid',
  'body.invalid': 'errors.invalid',
  network: 'errors.network'
}

/** The permission a `platform.missing_permission` failure names (in the error body's details). */
export const permissionOf = (failure: ApiFailure): string | undefined =>
  typeof failure.details?.permission === 'string' ? failure.details.permission : undefined

/** The permissions a `platform.missing_permission` failure names, and whether any one of them would do. */
const permissionsOf = (failure: ApiFailure): Pick<FailureLike, 'permissions' | 'anyOf'> => {
  const permissions = failure.details?.permissions
  if (!Array.isArray(permissions) || !permissions.every(p => typeof p === 'string')) return {}
  return { permissions: permissions as string[], anyOf: failure.details?.anyOf === true }
}

/** A 429's `retryAfterSeconds`, when the body has one. */
export const retryAfterSecondsOf = (failure: ApiFailure): number | undefined =>
  typeof failure.details?.retryAfterSeconds === 'number' ? failure.details.retryAfterSeconds : undefined

/** A 409 version conflict's `current`: the campaign as it is now. */
export const currentOf = (failure: ApiFailure): CampaignDetail['campaign'] | undefined => {
  const current = failure.details?.current
  return typeof current === 'object' && current !== null ? (current as CampaignDetail['campaign']) : undefined
}

/** An ApiFailure as FailureLike (its permission lifted out of the details). */
export const asFailureLike = (failure: ApiFailure): FailureLike => ({
  status: failure.status,
  code: failure.code,
  permission: permissionOf(failure),
  ...permissionsOf(failure)
})

/** A failed result of POST /api/campaigns/actions as FailureLike. */
export const resultFailure = (result: Extract<ActionResult, { ok: false }>): FailureLike => ({
  status: result.httpStatus,
  code: result.code,
  permission: result.permission,
  permissions: result.permissions,
  anyOf: result.anyOf
})

/**
 * The text naming missing permissions — one, every one of several, or (`anyOf`) one of several — in the one
 * wording every screen uses (src/shared/permissions: the name in words, the platform's string after it).
 */
export const missingPermissionText = (permissions: readonly string[], anyOf: boolean): FailureText =>
  permissionNeeded({ permissions, anyOf })

/** The text that explains a failure. */
export function failureText(failure: FailureLike): FailureText {
  if (failure.code === 'platform.missing_permission') {
    const named = failure.permissions?.length
      ? failure.permissions
      : failure.permission
        ? [failure.permission]
        : []
    return missingPermissionText(named, failure.anyOf === true)
  }
  const key = KEYS[failure.code]
  if (key) return { key }
  if (failure.status === 401) return { key: 'errors.session' }
  if (failure.status === 403) return { key: 'errors.forbiddenRole' }
  if (failure.status === 429) return { key: 'errors.rateLimited' }
  if (failure.status !== null && failure.status >= 500) return { key: 'errors.server' }
  return { key: 'errors.generic' }
}

import { ApiError } from '@/server/access/ApiError'
import { PlatformError } from '@/server/platform'
import { parseMissingPermissions } from '@/server/platform/parseMissingPermission'
import { missingPermissionError, missingPermissions } from './missingPermissionError'

export interface PlatformErrorContext {
  /** what the call needs (several: any one of them), named when the platform's 403 does not say */
  permission: string | readonly string[]
}

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'platform.rate_limited',
    `Genesys Cloud is receiving too many requests; try again in ${retryAfterSeconds} s.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) }, details: { retryAfterSeconds } }
  )

// The platform's own codes for refusals that are about the campaign's state, not about the request.
const CONFLICTS: Record<string, { code: string; message: (platformMessage: string) => string }> = {
  'general.conflict': {
    code: 'campaign.version_conflict',
    message: () => 'Someone changed this campaign after you opened it.'
  },
  'campaign.stopping': {
    code: 'campaign.busy',
    message: () => 'The campaign is stopping; it can be changed once it is off. Try again in a few seconds.'
  },
  'campaign.not.off': {
    code: 'campaign.not_off',
    message: () => 'The campaign is not off: stop it and wait until it is off before deleting it.'
  },
  'campaign.active.limit.reached': {
    code: 'campaign.active_limit',
    message: () => 'Your organisation already has 50 active campaigns, the most Genesys Cloud allows.'
  },
  'campaign.invalid': {
    code: 'campaign.invalid',
    message: platformMessage =>
      platformMessage || 'The campaign is invalid and cannot start; fix its settings.'
  }
}

/**
 * A failed platform call as the campaigns API answers it (docs/campaigns.md, "Error codes"). Messages are
 * for people; the platform's own message is passed on where it explains a refusal of the input.
 */
export function toCampaignApiError(error: unknown, { permission }: PlatformErrorContext): unknown {
  if (!(error instanceof PlatformError)) return error
  switch (error.kind) {
    case 'unauthorized':
      return new ApiError(
        401,
        'platform.session_expired',
        'Your Genesys Cloud session has ended. Sign in again to continue.'
      )
    case 'forbidden': {
      // the platform's own words first (either wording: all of a list, or any one of it)
      const named = parseMissingPermissions(error.platformMessage)
      if (named) return missingPermissionError(missingPermissions(named.permissions, named.anyOf))
      const needed = error.permission
        ? [error.permission]
        : typeof permission === 'string'
          ? [permission]
          : permission
      return missingPermissionError(missingPermissions(needed, true))
    }
    case 'rate_limited':
      return rateLimited(Math.max(1, error.retryAfterSeconds ?? 1))
    case 'timeout':
      return new ApiError(
        504,
        'platform.timeout',
        'Genesys Cloud did not answer in time. Try again in a moment.'
      )
    case 'unavailable':
      return new ApiError(
        502,
        'platform.unavailable',
        'Genesys Cloud cannot be reached right now. Try again in a moment.'
      )
    case 'failed':
      break
  }
  const conflict = error.code ? CONFLICTS[error.code] : undefined
  if (conflict) return new ApiError(409, conflict.code, conflict.message(error.platformMessage ?? ''))
  if (error.code === 'recycle.too.frequent') return rateLimited(Math.max(1, error.retryAfterSeconds ?? 5))
  if (error.status === 404)
    return new ApiError(404, 'campaign.not_found', 'There is no such campaign in your organization.')
  if (error.status === 409)
    return new ApiError(409, 'campaign.version_conflict', 'Someone changed this campaign.')
  if (error.status === 400)
    return new ApiError(
      400,
      'request.invalid',
      `Genesys Cloud refused the request: ${error.platformMessage ?? 'no reason given'}`
    )
  return new ApiError(502, 'platform.unavailable', 'Genesys Cloud gave an answer this app cannot use.')
}

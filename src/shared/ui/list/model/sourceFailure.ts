import type { SourceFailure } from '@/shared/lists/listTypes'

/**
 * The i18n key (`lists.campaignsUnavailable.reasons.*`) of why a part of a list answer could not be read, by
 * the API's code: the platform out of reach or slow, a permission missing, the session over, anything else. The
 * API's own English message is never shown.
 */
export function sourceFailureKey(failure: SourceFailure): string {
  const reason =
    failure.code === 'platform.missing_permission'
      ? 'forbidden'
      : failure.code === 'platform.session_expired'
        ? 'session'
        : ['platform.unavailable', 'platform.timeout', 'platform.rate_limited'].includes(failure.code)
          ? 'unavailable'
          : 'generic'
  return `lists.campaignsUnavailable.reasons.${reason}`
}

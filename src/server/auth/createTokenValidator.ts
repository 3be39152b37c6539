import { PlatformError, type PlatformClient } from '@/server/platform'
import { AuthError, authErrorFromPlatform, refusedTokenError } from './AuthError'
import type { RefusedTokens } from './createRefusedTokens'
import type { ValidationCache } from './createValidationCache'
import { hashToken } from './hashToken'
import { toValidatedToken, type ValidatedToken } from './ValidatedToken'
import { isCompleteUser } from './ValidatedUser'

export interface TokenValidator {
  /** who the token belongs to, and their platform permissions; throws AuthError */
  validate(token: string): Promise<ValidatedToken>
  /** drops a token's cached validation (e.g. on logout) */
  forget(token: string): void
  /**
   * The token may no longer be used (the platform answered 401 for it, or it was signed out): every route of
   * every instance refuses it from now on, whatever a cache holds.
   */
  refuse(token: string): Promise<void>
  /** whether the validation is in this process's cache (a check that will cost the platform nothing) */
  isCached(token: string): boolean
}

/**
 * Validates a platform access token with one platform call (users/me with the organization and the
 * authorization), reusing a recent success from the cache. Concurrent validations of one token share one
 * platform call. A token refused once (`refused`, shared by every instance) is refused before the cache is
 * looked at. Failures are not cached, and neither is an incomplete answer (a users/me without the user's or
 * the organisation's names, docs/auth-service.md): the next call asks the platform again.
 */
export function createTokenValidator({
  platform,
  cache,
  refused
}: {
  platform: PlatformClient
  cache: ValidationCache
  refused: RefusedTokens
}): TokenValidator {
  const inFlight = new Map<string, Promise<ValidatedToken>>()

  async function refuse(token: string): Promise<void> {
    cache.delete(token)
    await refused.refuse(token)
  }

  async function askPlatform(token: string): Promise<ValidatedToken> {
    let validated: ValidatedToken
    try {
      validated = toValidatedToken(await platform.getUserMe(token))
    } catch (error) {
      if (!(error instanceof PlatformError)) {
        throw new AuthError(
          502,
          'platform.unavailable',
          'Could not check the access token with Genesys Cloud.'
        )
      }
      if (error.kind === 'unauthorized') await refuse(token)
      throw authErrorFromPlatform(error)
    }
    if (isCompleteUser(validated.user)) cache.set(token, validated)
    return validated
  }

  return {
    async validate(token) {
      if (await refused.isRefused(token)) {
        cache.delete(token)
        throw refusedTokenError()
      }
      const cached = cache.get(token)
      if (cached) return cached
      const key = hashToken(token)
      const pending = inFlight.get(key)
      if (pending) return pending
      const call = askPlatform(token).finally(() => inFlight.delete(key))
      inFlight.set(key, call)
      return call
    },
    forget: token => cache.delete(token),
    refuse,
    isCached: token => cache.get(token) !== undefined
  }
}

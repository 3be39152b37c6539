import { PlatformError, type PlatformClient } from '@/server/platform'
import { AuthError, authErrorFromPlatform } from './AuthError'
import type { ValidationCache } from './createValidationCache'
import { hashToken } from './hashToken'
import { toValidatedToken, type ValidatedToken } from './ValidatedToken'

export interface TokenValidator {
  /** who the token belongs to, and their platform permissions; throws AuthError */
  validate(token: string): Promise<ValidatedToken>
  /** drops a token's cached validation (e.g. on logout) */
  forget(token: string): void
}

/**
 * Validates a platform access token with one platform call (users/me with the organization and the
 * authorization), reusing a
 * recent success from the cache. Concurrent validations of one token share one platform call. Failures
 * are not cached: the next call asks the platform again.
 */
export function createTokenValidator({
  platform,
  cache
}: {
  platform: PlatformClient
  cache: ValidationCache
}): TokenValidator {
  const inFlight = new Map<string, Promise<ValidatedToken>>()

  async function askPlatform(token: string): Promise<ValidatedToken> {
    try {
      const validated = toValidatedToken(await platform.getUserMe(token))
      cache.set(token, validated)
      return validated
    } catch (error) {
      if (error instanceof PlatformError) throw authErrorFromPlatform(error)
      throw new AuthError(502, 'platform.unavailable', 'Could not check the access token with Genesys Cloud.')
    }
  }

  return {
    validate(token) {
      const cached = cache.get(token)
      if (cached) return Promise.resolve(cached)
      const key = hashToken(token)
      const pending = inFlight.get(key)
      if (pending) return pending
      const call = askPlatform(token).finally(() => inFlight.delete(key))
      inFlight.set(key, call)
      return call
    },
    forget: token => cache.delete(token)
  }
}

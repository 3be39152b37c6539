import { getServerConfig } from '@/server/config/serverConfig'
import { createPlatformClient } from '@/server/platform'
import { createTokenValidator, type TokenValidator } from './createTokenValidator'
import { createValidationCache } from './createValidationCache'
import type { ValidatedToken } from './ValidatedToken'

let validator: TokenValidator | undefined

// Built on first use from the environment; one cache per server process.
function getValidator(): TokenValidator {
  if (!validator) {
    const config = getServerConfig()
    validator = createTokenValidator({
      platform: createPlatformClient({ apiBaseUrl: config.apiBaseUrl, timeoutMs: config.platformTimeoutMs }),
      cache: createValidationCache({
        ttlMs: config.validationCacheTtlMs,
        maxEntries: config.validationCacheMaxEntries
      })
    })
  }
  return validator
}

/**
 * Who a platform access token belongs to, and their platform permissions, cached briefly. Every API route
 * that acts for a signed-in user authorizes its call through this. Throws AuthError (status, code, message)
 * when the token is refused or the platform cannot be asked.
 */
export function validateToken(token: string): Promise<ValidatedToken> {
  return getValidator().validate(token)
}

/** Forgets a token's cached validation, e.g. when the user logs out and the token is revoked. */
export function forgetToken(token: string): void {
  getValidator().forget(token)
}

/** Drops the validator and its cache, so the next call reads the environment again. For tests. */
export function resetTokenValidator(): void {
  validator = undefined
}

import { getServerConfig } from '@/server/config/serverConfig'
import { processSingleton, publish, subscribe } from '@/server/db'
import { getServerDeps } from '@/server/deps'
import { serverLog } from '@/server/logging/serverLog'
import { createPlatformClient } from '@/server/platform'
import { createRefusedTokens, type RefusedTokenStore } from './createRefusedTokens'
import { createTokenValidator, type TokenValidator } from './createTokenValidator'
import { createValidationCache } from './createValidationCache'
import { RefusedTokenRepository } from './RefusedTokenRepository'
import type { ValidatedToken } from './ValidatedToken'

// The process's one validator (its cache and the refusals it remembers), shared by every route: Next builds
// each API route into its own bundle, so a module variable would give each route a cache of its own, and a
// token refused (or signed out) on one route would still be accepted from another's cache.
const validatorHolder = processSingleton<TokenValidator>('tokenValidator')

/** The channel on which server processes tell each other that a token (by its hash) may no longer be used. */
export const TOKEN_REFUSED = 'token.refused'

// The refusals are shared by every instance through the database, and announced to the other processes so
// that their caches forget the token at once (they would refuse it anyway: every validation reads the store).
const databaseStore: RefusedTokenStore = {
  isRefused: async (tokenHash, now) =>
    new RefusedTokenRepository((await getServerDeps()).handle.db).isRefused(tokenHash, now),
  refuse: async (tokenHash, refusedAt, expiresAt) => {
    await new RefusedTokenRepository((await getServerDeps()).handle.db).refuse(
      tokenHash,
      refusedAt,
      expiresAt
    )
    await publish(TOKEN_REFUSED, { tokenHash })
  },
  pruneBefore: async now => new RefusedTokenRepository((await getServerDeps()).handle.db).pruneBefore(now)
}

const isTokenHash = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)

// Built on first use from the environment.
function getValidator(): TokenValidator {
  let validator = validatorHolder.get()
  if (!validator) {
    const config = getServerConfig()
    const cache = createValidationCache({
      ttlMs: config.validationCacheTtlMs,
      maxEntries: config.validationCacheMaxEntries
    })
    const refused = createRefusedTokens({ store: databaseStore })
    validator = createTokenValidator({
      platform: createPlatformClient({ apiBaseUrl: config.apiBaseUrl, timeoutMs: config.platformTimeoutMs }),
      cache,
      refused
    })
    validatorHolder.set(validator)
    // Signed out or refused through another instance: refused here from this message on without a query,
    // and its validation leaves the cache. Messages missed (the connection was down): the cache starts over.
    subscribe(TOKEN_REFUSED, {
      id: 'tokenValidator',
      onMessage: ({ tokenHash }) => {
        if (!isTokenHash(tokenHash)) return
        refused.remember(tokenHash)
        cache.deleteHash(tokenHash)
      },
      onMissed: () => cache.clear()
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

/** Forgets a token's cached validation. */
export function forgetToken(token: string): void {
  getValidator().forget(token)
}

/**
 * The token may no longer be used: the platform answered 401 for it (on any call), or its owner signed out.
 * Every route of every instance refuses it from now on (docs/auth-service.md).
 */
export function refuseToken(token: string): Promise<void> {
  return getValidator().refuse(token)
}

/** refuseToken for callbacks that must not fail: a failure to record it is logged, never thrown. */
export function refuseTokenQuietly(token: string): Promise<void> {
  return refuseToken(token).catch((error: unknown) =>
    serverLog.error('Could not record a refused token: {ErrorMessage}', {
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
  )
}

/** Whether the token's validation is cached in this process (validating it costs the platform nothing). */
export function isTokenValidationCached(token: string): boolean {
  return getValidator().isCached(token)
}

/** Drops the validator, its cache and remembered refusals, so the next call reads the environment again. For tests. */
export function resetTokenValidator(): void {
  validatorHolder.set(undefined)
}

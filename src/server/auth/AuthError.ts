import type { PlatformError } from '@/server/platform'

/** The error codes an authenticated API answers with (body `{message, code}`); see docs/auth-service.md. */
export type AuthErrorCode =
  | 'app_key.missing'
  | 'app_key.invalid'
  | 'token.missing'
  | 'token.invalid'
  | 'token.forbidden'
  | 'platform.rate_limited'
  | 'platform.unavailable'
  | 'access.inactive'
  | 'access.removed'
  | 'access.not_listed'

/** A refusal to authenticate, with the HTTP status and body the API answers. Safe to log. */
export class AuthError extends Error {
  readonly status: number
  readonly code: AuthErrorCode
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, code: AuthErrorCode, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'AuthError'
    this.status = status
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const missingTokenError = () =>
  new AuthError(
    401,
    'token.missing',
    'Send the Genesys Cloud access token in the Authorization header (as "Bearer <token>" or bare).'
  )

/** A token the platform refused before, or its owner signed out: refused at once on every route. */
export const refusedTokenError = () =>
  new AuthError(
    401,
    'token.invalid',
    'This access token is no longer accepted (Genesys Cloud refused it, or it was signed out).'
  )

/** How a failed "who is this?" call to the platform is reported to our caller. */
export function authErrorFromPlatform(error: PlatformError): AuthError {
  switch (error.kind) {
    case 'unauthorized':
      return new AuthError(
        401,
        'token.invalid',
        'Genesys Cloud does not accept this access token (unknown, expired or revoked).'
      )
    case 'forbidden':
      return new AuthError(
        403,
        'token.forbidden',
        'Genesys Cloud refused to say who this access token belongs to.'
      )
    case 'rate_limited':
      // 503 + Retry-After: the platform is temporarily refusing calls for this token or org, which is
      // "try again later" rather than a broken upstream (502); docs/auth-service.md explains the choice.
      return new AuthError(
        503,
        'platform.rate_limited',
        'Genesys Cloud is rate limiting sign-in checks right now. Try again in a moment.',
        error.retryAfterSeconds ?? 1
      )
    case 'timeout':
    case 'unavailable':
    case 'failed':
      return new AuthError(
        502,
        'platform.unavailable',
        `Could not check the access token with Genesys Cloud: ${error.message}.`
      )
  }
}

/**
 * A failed Genesys Cloud call, reduced to what callers decide on. It deliberately carries no request
 * headers and no `cause` (an AxiosError holds the Authorization header), so it is safe to log.
 */
export type PlatformErrorKind =
  /** 401: the token is unknown, expired or revoked */
  | 'unauthorized'
  /** 403: the token is fine but may not do this */
  | 'forbidden'
  /** 429: too many calls for this token or org; see retryAfterSeconds */
  | 'rate_limited'
  /** no answer within the client's timeout */
  | 'timeout'
  /** no answer (refused, reset) or a 5xx */
  | 'unavailable'
  /** any other answer we cannot use (404, 400, 409, a body that is not the expected JSON) */
  | 'failed'

export interface PlatformErrorDetails {
  kind: PlatformErrorKind
  /**
   * the platform's HTTP status; undefined when there was no answer. A version mismatch the platform words as a
   * 400 ("does not match the current version") is given as the 409 it means (toPlatformError.ts).
   */
  status?: number
  /** the platform's error code, e.g. "bad.credentials" */
  code?: string
  retryAfterSeconds?: number
  /** the platform's own message (its ErrorBody.message, shortened): meant for people, holds no token */
  platformMessage?: string
  /** on a 403: the permission the platform named as missing */
  permission?: string
}

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind
  readonly status: number | undefined
  readonly code: string | undefined
  readonly retryAfterSeconds: number | undefined
  readonly platformMessage: string | undefined
  readonly permission: string | undefined

  constructor(message: string, details: PlatformErrorDetails) {
    super(message)
    this.name = 'PlatformError'
    this.kind = details.kind
    this.status = details.status
    this.code = details.code
    this.retryAfterSeconds = details.retryAfterSeconds
    this.platformMessage = details.platformMessage
    this.permission = details.permission
  }
}

export function kindForStatus(status: number): PlatformErrorKind {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'unavailable'
  return 'failed'
}

import { isAxiosError } from 'axios'
import { kindForStatus, PlatformError } from './PlatformError'

/** Reads Retry-After as seconds or as an HTTP date. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

const NETWORK_TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])

/**
 * Turns whatever a platform call threw into a PlatformError. `what` names the call ("GET /api/v2/users/me")
 * without its query string or headers, so the message can be logged as it is.
 */
export function toPlatformError(error: unknown, what: string, timeoutMs: number): PlatformError {
  if (error instanceof PlatformError) return error
  if (!isAxiosError(error)) {
    return new PlatformError(`Genesys Cloud call ${what} failed unexpectedly`, { kind: 'failed' })
  }
  const response = error.response
  if (!response) {
    if (NETWORK_TIMEOUT_CODES.has(error.code ?? '')) {
      return new PlatformError(`Genesys Cloud did not answer ${what} within ${timeoutMs} ms`, {
        kind: 'unavailable'
      })
    }
    return new PlatformError(
      `Genesys Cloud could not be reached for ${what} (${error.code ?? 'network error'})`,
      {
        kind: 'unavailable'
      }
    )
  }
  const body: unknown = response.data
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined
  const kind = kindForStatus(response.status)
  return new PlatformError(
    `Genesys Cloud answered ${response.status}${code ? ` (${code})` : ''} to ${what}`,
    {
      kind,
      status: response.status,
      code,
      retryAfterSeconds:
        kind === 'rate_limited' ? parseRetryAfter(response.headers['retry-after']) : undefined
    }
  )
}

import { isAxiosError } from 'axios'
import { parseMissingPermission } from './parseMissingPermission'
import { kindForStatus, PlatformError } from './PlatformError'

/** Reads Retry-After as seconds or as an HTTP date. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * A stale version refused with a 400 rather than the 409 general.conflict: its message says the version "does
 * not match the current version" (Genesys' Terraform provider reads it so). The platform's 409 says "The version
 * supplied (3) does not match the campaign's current version (4)…" in the same words.
 */
const VERSION_MISMATCH = /does not match\b[^.]*\bcurrent version/i

const NETWORK_TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])
/** long enough for any of the platform's messages, short enough to keep an odd body out of logs */
const MAX_MESSAGE_LENGTH = 300

const textField = (body: unknown, name: string): string | undefined => {
  if (!body || typeof body !== 'object' || !(name in body)) return undefined
  const value = (body as Record<string, unknown>)[name]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

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
        kind: 'timeout'
      })
    }
    return new PlatformError(
      `Genesys Cloud could not be reached for ${what} (${error.code ?? 'network error'})`,
      { kind: 'unavailable' }
    )
  }
  const body: unknown = response.data
  const code = textField(body, 'code')
  const platformMessage = textField(body, 'message')?.slice(0, MAX_MESSAGE_LENGTH)
  const kind = kindForStatus(response.status)
  const versionConflict = response.status === 400 && VERSION_MISMATCH.test(platformMessage ?? '')
  return new PlatformError(
    `Genesys Cloud answered ${response.status}${code ? ` (${code})` : ''} to ${what}`,
    {
      kind,
      // every caller reads a stale version as the conflict it is, however the platform answered it
      status: versionConflict ? 409 : response.status,
      code: versionConflict ? 'general.conflict' : code,
      platformMessage,
      permission: kind === 'forbidden' ? parseMissingPermission(platformMessage) : undefined,
      // Not only on a 429: the platform also says when a refused recycle may be tried again.
      retryAfterSeconds: parseRetryAfter(response.headers['retry-after'])
    }
  )
}

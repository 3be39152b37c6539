import { isHttpError } from '@/shared/http/httpClient'

/** Why a batch was not imported, as the dialog tells it. */
export type SendFailureKind =
  /** no answer, or the platform's or the app's server failed (5xx): Genesys Cloud stopped answering */
  | 'unreachable'
  /** the session ended (401) */
  | 'session'
  /** not allowed (403), or the list is gone (404) */
  | 'forbidden'
  /** still rate-limited after every retry */
  | 'busy'
  /** the batch was refused (400…) */
  | 'refused'

export interface SendFailure {
  kind: SendFailureKind
  status?: number
}

interface StatusLike {
  status?: unknown
  retryAfter?: unknown
  headers?: unknown
  response?: { status?: unknown; headers?: unknown }
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined
  const get = (headers as { get?: unknown }).get
  const value =
    typeof get === 'function'
      ? (get as (key: string) => unknown).call(headers, name)
      : ((headers as Record<string, unknown>)[name] ??
        (headers as Record<string, unknown>)[name.toLowerCase()])
  return value == null ? undefined : String(value)
}

/** The HTTP status of a failed send: an axios error's response, or any error with a `status`. */
export function failureStatus(error: unknown): number | undefined {
  const source = error as StatusLike | null
  const status = isHttpError(error) ? error.response?.status : (source?.status ?? source?.response?.status)
  return typeof status === 'number' ? status : undefined
}

/**
 * How long a 429 asks to wait, in ms: its Retry-After (seconds, or an HTTP date), read from an axios error's
 * response headers, a `retryAfter` (seconds) on the error, or a Response's headers; undefined when it says
 * nothing.
 */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const source = error as StatusLike | null
  const raw =
    source?.retryAfter ??
    header(
      isHttpError(error) ? error.response?.headers : (source?.response?.headers ?? source?.headers),
      'retry-after'
    )
  if (raw == null || raw === '') return undefined
  const seconds = Number(raw)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(String(raw))
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function describeSendFailure(error: unknown, status = failureStatus(error)): SendFailure {
  if (status === undefined || status >= 500 || status === 408) return { kind: 'unreachable', status }
  if (status === 401) return { kind: 'session', status }
  if (status === 403 || status === 404) return { kind: 'forbidden', status }
  if (status === 429) return { kind: 'busy', status }
  return { kind: 'refused', status }
}

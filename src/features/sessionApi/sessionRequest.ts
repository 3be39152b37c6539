import { platformRegionHeaders } from '@/shared/clientApp'
import { getHttpClient, isHttpError } from '@/shared/http/httpClient'
import { localStore } from '@/shared/storage/browserStorage'

import { readAccessToken, reportSessionExpired } from '@/features/auth'

/** Why a call to the app's own API failed, in a form that can be kept in state (plain, serialisable). */
export interface ApiFailure {
  /** the HTTP status, or null when no answer came (network, aborted) */
  status: number | null
  /** the API's stable code (`user.email_taken`…), `network` without an answer, `unknown` otherwise */
  code: string
  /** the API's message, for logs and developers: people see a translated text chosen by `code` */
  message: string
  /**
   * the error body's other fields, when it has any (e.g. `permission`, `retryAfterSeconds`, `current` of the
   * campaigns API): plain JSON, so still serialisable
   */
  details?: Record<string, unknown>
}

export class ApiRequestError extends Error {
  readonly failure: ApiFailure

  constructor(failure: ApiFailure) {
    super(failure.message)
    this.name = 'ApiRequestError'
    this.failure = failure
  }
}

export interface SessionRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** a path of this app, e.g. `/apps/users/list` */
  url: string
  params?: object
  /** sent as the JSON body `{ data }` (docs/product-rules.md#calls) */
  data?: unknown
  signal?: AbortSignal
  /** `text`: the body as it came (a CSV file), never parsed as JSON */
  responseType?: 'json' | 'text'
}

/** A failure's body: asked as text (a CSV download), the API's JSON error comes as a string. */
function jsonOf(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data) as unknown
  } catch {
    return undefined
  }
}

function toFailure(error: unknown): ApiFailure {
  if (!isHttpError(error)) return { status: null, code: 'unknown', message: String(error) }
  if (error.code === 'ERR_CANCELED') return { status: null, code: 'aborted', message: error.message }
  if (!error.response) return { status: null, code: 'network', message: error.message }
  const data = jsonOf(error.response.data)
  const body = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}
  const { code, message, ...details } = body as Record<string, unknown>
  const failure: ApiFailure = {
    status: error.response.status,
    code: typeof code === 'string' ? code : 'unknown',
    message: typeof message === 'string' ? message : error.message
  }
  if (Object.keys(details).length > 0) failure.details = details
  return failure
}

/**
 * A call to the app's own API (`/apps/*`) as the signed-in person: the platform token from localStorage in
 * `Authorization` (`Bearer`; the server also takes it bare). Answers the response body; throws
 * ApiRequestError. A 401 means the session is over: the auth feature is told, and it sends the person to
 * sign in again with the current page as returnUrl.
 */
export async function sessionRequest<T>({
  method,
  url,
  params,
  data,
  signal,
  responseType = 'json'
}: SessionRequest): Promise<T> {
  const token = readAccessToken(localStore())
  if (!token) {
    reportSessionExpired()
    throw new ApiRequestError({ status: 401, code: 'token.missing', message: 'No access token is stored.' })
  }
  try {
    const client = await getHttpClient()
    const response = await client.request<T>({
      method,
      url,
      params,
      data: data === undefined ? undefined : { data },
      signal,
      responseType,
      headers: { Authorization: `Bearer ${token}`, ...platformRegionHeaders() }
    })
    return response.data
  } catch (error) {
    const failure = toFailure(error)
    if (failure.status === 401) reportSessionExpired()
    throw new ApiRequestError(failure)
  }
}

/** The failure behind an error thrown by sessionRequest (or an `unknown` one for anything else). */
export const failureOf = (error: unknown): ApiFailure =>
  error instanceof ApiRequestError
    ? error.failure
    : { status: null, code: 'unknown', message: error instanceof Error ? error.message : String(error) }

export interface ApiErrorOptions {
  /** headers to send with the answer (e.g. `Connection: close` after an oversized body, `Retry-After`) */
  headers?: Record<string, string>
  /** fields the body carries beside `message` and `code` (e.g. `permission`, `current`, `retryAfterSeconds`) */
  details?: Record<string, unknown>
}

/**
 * A refusal the API answers with its status and `{message, code, …details}` body (docs/access-control.md and
 * docs/campaigns.md list every code). Services throw it; the route wrapper (apiRoute) answers it. `message` is
 * for people and never holds a token or another organisation's data.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly headers: Record<string, string>
  readonly details: Record<string, unknown>

  constructor(
    status: number,
    code: string,
    message: string,
    { headers = {}, details = {} }: ApiErrorOptions = {}
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.headers = headers
    this.details = details
  }
}

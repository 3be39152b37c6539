/**
 * A refusal the API answers with its status and `{message, code}` body (docs/access-control.md lists every
 * code). Services throw it; the route wrapper (apiRoute) answers it. `message` is for people and never
 * holds a token or another organisation's data.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  /** headers to send with the answer (e.g. `Connection: close` after an oversized body) */
  readonly headers: Record<string, string>

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.headers = headers
  }
}

import type { AxiosError, AxiosInstance } from 'axios'

let client: Promise<AxiosInstance> | undefined

/**
 * The browser's HTTP client (docs/product-rules.md#calls): axios, accepting JSON, with its default XSRF
 * cookie and header names and no timeout. axios is loaded with the first call rather than with the page: it
 * keeps about 14 kB (gzip) out of every route's first load, and no page calls anything before it has
 * rendered.
 */
export function getHttpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => axios.create({ headers: { Accept: 'application/json' } }),
    error => {
      client = undefined // a failed chunk load is tried again on the next call
      throw error
    }
  )
  return client
}

/** An error axios raised for a request (it may carry the response). */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  )
}

import axios, { type Method } from 'axios'
import { z } from 'zod'
import { userMeSchema, type PlatformUserMe } from './platformModels'
import { PlatformError } from './PlatformError'
import { regionApiBaseUrl } from './platformRegionContext'
import { retryRateLimited, type RateLimitRetryPolicy } from './retryRateLimited'
import { toPlatformError } from './toPlatformError'

export interface PlatformClientOptions {
  /** e.g. https://api.mypurecloud.ie or the emulator's URL, without trailing slash */
  apiBaseUrl: string
  /** per call; a call that takes longer fails as `timeout` */
  timeoutMs: number
  /**
   * how a 429 is retried; without it a 429 fails at once (the sign-in check answers it to the browser,
   * which tries again itself)
   */
  rateLimitRetry?: RateLimitRetryPolicy
  /**
   * told when the platform answers 401 for a token (unknown, expired or revoked), so the app can refuse the
   * token on every route at once (docs/auth-service.md); awaited before the call fails, never throws into it
   */
  onUnauthorized?: (accessToken: string) => Promise<void> | void
}

export interface PlatformRequest<T> {
  method: Method
  /** e.g. /api/v2/users/me */
  path: string
  query?: Record<string, string | number | boolean | string[] | undefined>
  body?: unknown
  /** checks the answer's shape; a mismatch fails as `failed` */
  schema: z.ZodType<T>
}

export interface PlatformClient {
  /** one authenticated call on behalf of the token's user; throws PlatformError */
  request<T>(accessToken: string, request: PlatformRequest<T>): Promise<T>
  /** who the token belongs to, with their organization and their permissions */
  getUserMe(accessToken: string): Promise<PlatformUserMe>
}

/**
 * The one way the server talks to Genesys Cloud (or the emulator). Every failure becomes a PlatformError
 * whose message names the call but never the token.
 */
export function createPlatformClient({
  apiBaseUrl,
  timeoutMs,
  rateLimitRetry = { maxAttempts: 1, maxDelayMs: 0 },
  onUnauthorized
}: PlatformClientOptions): PlatformClient {
  const http = axios.create({
    baseURL: apiBaseUrl,
    timeout: timeoutMs,
    // Named, as a platform client should be: the platform's logs (and the emulator's model check) can tell
    // this app's calls from others'.
    headers: { Accept: 'application/json', 'User-Agent': 'CampaignManager/1' },
    // Timeouts surface as ETIMEDOUT rather than the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
    // The platform does not redirect API calls; following one could carry the token elsewhere.
    maxRedirects: 0,
    // Repeated keys as the platform expects them: expand=a&expand=b.
    paramsSerializer: { indexes: null }
  })

  async function attempt<T>(accessToken: string, { method, path, query, body, schema }: PlatformRequest<T>) {
    const what = `${method.toUpperCase()} ${path}`
    try {
      const response = await http.request({
        // the request's region (a Client App in another of the build's regions), or the client's own
        baseURL: regionApiBaseUrl() ?? apiBaseUrl,
        method,
        url: path,
        params: query,
        data: body,
        headers: { Authorization: `Bearer ${accessToken}` }
      })
      const parsed = schema.safeParse(response.data)
      if (!parsed.success) {
        throw new PlatformError(`Genesys Cloud answered ${what} with an unexpected body`, {
          kind: 'failed',
          status: response.status
        })
      }
      return parsed.data
    } catch (error) {
      const failure = toPlatformError(error, what, timeoutMs)
      // Recorded before the 401 is answered: the person's next call, on any instance, is refused at once.
      if (failure.kind === 'unauthorized') await onUnauthorized?.(accessToken)
      throw failure
    }
  }

  const request = <T>(accessToken: string, call: PlatformRequest<T>) =>
    retryRateLimited(() => attempt(accessToken, call), rateLimitRetry)

  return {
    request,
    // The permissions come with the same call, so authorizing a campaign action costs no call of its own.
    getUserMe: accessToken =>
      request(accessToken, {
        method: 'GET',
        path: '/api/v2/users/me',
        query: { expand: ['organization', 'authorization'] },
        schema: userMeSchema
      })
  }
}

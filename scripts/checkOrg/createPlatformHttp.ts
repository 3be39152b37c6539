import type { ModelCheck, ModelViolation } from '../../contract/modelCheck'

export type QueryValue = string | number | boolean | readonly string[]

/** One platform call: the SDK's path template, its path parameters, query and JSON body. */
export interface PlatformCall {
  method: 'GET' | 'POST' | 'PUT'
  /** the SDK's path template, e.g. /api/v2/outbound/campaigns/{campaignId} */
  route: string
  /** the values of the template's {parameters}, in order */
  params?: readonly string[]
  query?: Record<string, QueryValue>
  body?: unknown
}

export interface PlatformAnswer {
  /** 0 when no answer came (network, timeout) */
  status: number
  body: unknown
  /** why no answer came, when status is 0 */
  error?: string
  /** what the answer (or the request) has outside the SDK's model, when something does */
  violation: ModelViolation | null
}

/** The platform's rate-limit headers, as last seen. */
export interface RateBudget {
  allowed?: number
  count?: number
  resetSeconds?: number
  /** the highest count seen: how close the check came to the budget */
  highestCount?: number
}

export interface PlatformHttp {
  call(call: PlatformCall): Promise<PlatformAnswer>
  /** calls made to the Platform API (a retried one counts twice) */
  readonly callsMade: number
  readonly budget: RateBudget
  /** every 429 met, with its Retry-After, and whether the check waited it out and called again */
  readonly tooMany: { route: string; retryAfterSeconds: number | undefined; retried: boolean }[]
}

const CALL_TIMEOUT_MS = 20_000
// A 429 is waited out once, when the platform asks for a short wait; a longer one is reported as it is.
const MAX_RETRY_WAIT_SECONDS = 10

/** fetch's "fetch failed" says little: its cause names the network's reason (ECONNREFUSED, ENOTFOUND…). */
export function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : ''
  return `${(error as Error).message}${detail ? ` (${detail})` : ''}`
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export function pathOf(route: string, params: readonly string[] = []): string {
  let index = 0
  return route.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[index++] ?? ''))
}

function queryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item))
    else search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

const numberIn = (headers: Headers, name: string) => {
  const value = headers.get(name)
  const parsed = value === null ? NaN : Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

/**
 * The check's only way to the Platform API: bearer-authenticated JSON calls, each answer (and request) checked
 * against the SDK's model of its operation, the rate-limit headers read off every answer. The token stays in
 * the Authorization header: never in a URL, a message or the report.
 */
export function createPlatformHttp(
  apiBaseUrl: string,
  token: string,
  check: ModelCheck,
  fetchImpl: typeof fetch = fetch
): PlatformHttp {
  let callsMade = 0
  const budget: RateBudget = {}
  const tooMany: PlatformHttp['tooMany'] = []

  function readBudget(headers: Headers) {
    const allowed = numberIn(headers, 'inin-ratelimit-allowed')
    const count = numberIn(headers, 'inin-ratelimit-count')
    const resetSeconds = numberIn(headers, 'inin-ratelimit-reset')
    if (allowed !== undefined) budget.allowed = allowed
    if (count !== undefined) {
      budget.count = count
      budget.highestCount = Math.max(budget.highestCount ?? 0, count)
    }
    if (resetSeconds !== undefined) budget.resetSeconds = resetSeconds
  }

  async function once(
    call: PlatformCall
  ): Promise<{ status: number; body: unknown; headers?: Headers; error?: string }> {
    callsMade += 1
    const url = `${apiBaseUrl}${pathOf(call.route, call.params)}${queryString(call.query)}`
    try {
      const answer = await fetchImpl(url, {
        method: call.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' })
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        // the platform does not redirect API calls; following one could carry the token elsewhere
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS)
      })
      readBudget(answer.headers)
      const text = await answer.text()
      const isJson = answer.headers.get('content-type')?.includes('json') && text.trim() !== ''
      let body: unknown
      try {
        body = isJson ? JSON.parse(text) : undefined
      } catch {
        body = undefined
      }
      return { status: answer.status, body, headers: answer.headers }
    } catch (error) {
      return { status: 0, body: undefined, error: reasonOf(error) }
    }
  }

  return {
    get callsMade() {
      return callsMade
    },
    budget,
    tooMany,
    async call(call) {
      let answer = await once(call)
      if (answer.status === 429) {
        const retryAfter = answer.headers ? numberIn(answer.headers, 'retry-after') : undefined
        const retried = retryAfter !== undefined && retryAfter <= MAX_RETRY_WAIT_SECONDS
        tooMany.push({ route: `${call.method} ${call.route}`, retryAfterSeconds: retryAfter, retried })
        if (retried) {
          await sleep(retryAfter * 1000)
          answer = await once(call)
        }
      }
      const violation =
        answer.status === 0
          ? null
          : check.exchange({
              method: call.method,
              route: call.route,
              matched: true,
              query: Object.keys(call.query ?? {}),
              status: answer.status,
              requestBody: call.body,
              responseBody: answer.body
            })
      return { status: answer.status, body: answer.body, error: answer.error, violation }
    }
  }
}

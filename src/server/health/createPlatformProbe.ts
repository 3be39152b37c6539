export type Reachability = 'ok' | 'failing'

export interface PlatformProbeOptions {
  /** the platform's API host (https://api.<region>, or the emulator) */
  apiBaseUrl: string
  /** how long the probe may take */
  timeoutMs: number
  /** how long an answer is reused: a load balancer probing every second costs the platform one call per this */
  reuseMs: number
  now?: () => number
  fetch?: typeof fetch
}

/** An unauthenticated path of the API host: it answers 401 without spending a token's or an org's rate limit. */
export const PROBE_PATH = '/api/v2/tokens/me'

/**
 * Whether the platform's API host answers: one request without a token (any answer below 500, a 401 as
 * expected, proves the host, its TLS and the network path; a 5xx, a timeout or no connection does not).
 * Answers are reused for `reuseMs`, and concurrent probes share one request.
 */
export function createPlatformProbe({
  apiBaseUrl,
  timeoutMs,
  reuseMs,
  now = Date.now,
  fetch: fetchImpl = fetch
}: PlatformProbeOptions): () => Promise<Reachability> {
  let last: { at: number; answer: Promise<Reachability> } | undefined

  async function probe(): Promise<Reachability> {
    try {
      const response = await fetchImpl(new URL(PROBE_PATH, apiBaseUrl), {
        method: 'GET',
        // named as every call of the app's server is (createPlatformClient.ts)
        headers: { 'User-Agent': 'CampaignManager/1' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs)
      })
      // (the body is not needed: dropping it frees the connection)
      await response.body?.cancel().catch(() => undefined)
      return response.status < 500 ? 'ok' : 'failing'
    } catch {
      return 'failing'
    }
  }

  return () => {
    if (!last || now() - last.at >= reuseMs) {
      const entry = { at: now(), answer: probe() }
      // (its age counts from the answer, so a slow probe is not asked again at once)
      void entry.answer.then(() => (entry.at = now()))
      last = entry
    }
    return last.answer
  }
}

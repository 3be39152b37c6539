/**
 * What the emulator tells an observer of every platform call it answers and every notification it sends: the
 * model check (modelCheckRecorder.ts) reads them against the official SDK's models.
 */
export interface PlatformExchange {
  method: string
  /** the platform's path template of the route that answered; the path itself when none did */
  route: string
  /** whether a route answered (false: 404 or 405 for an unknown path) */
  matched: boolean
  query: readonly string[]
  status: number
  /** the request's JSON body; undefined without one */
  requestBody: unknown
  /** the answer's JSON body; undefined without one */
  responseBody: unknown
  /** who called, as far as the request says: its User-Agent and Origin headers */
  userAgent: string | undefined
  origin: string | undefined
}

export interface PlatformObserver {
  exchange(exchange: PlatformExchange): void
  event(topicName: string, eventBody: unknown): void
}

/** A body's text as JSON when it is JSON, undefined when empty or not JSON (a CSV, a page). */
export function jsonOf(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

import { empty, type Reply } from './reply'

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
// Genesys-App is the one custom header the official SDK can add (setGenesysAppHeader).
const ALLOWED_HEADERS = 'Authorization, Content-Type, Genesys-App'
const EXPOSED_HEADERS = 'Retry-After, ININ-Correlation-Id'

export const isAllowedOrigin = (origin: string | undefined, allowed: readonly string[]): origin is string =>
  origin !== undefined && allowed.includes(origin)

/** Headers for an actual (non-preflight) answer: only registered app origins may read it. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!isAllowedOrigin(origin, allowed)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin'
  }
}

/**
 * The answer to OPTIONS. A registered origin gets 204 with what it may send; any other origin gets 403 and no
 * CORS headers, which the browser reports as a CORS failure, as it would against the platform.
 */
export function preflight(origin: string | undefined, allowed: readonly string[]): Reply {
  if (origin === undefined) return empty(204, { Allow: ALLOWED_METHODS })
  if (!isAllowedOrigin(origin, allowed)) return empty(403, { Vary: 'Origin' })
  return empty(204, {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin'
  })
}

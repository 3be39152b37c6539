import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { ApiError } from '@/server/access/ApiError'
import {
  AuthError,
  extractToken,
  hashToken,
  isTokenValidationCached,
  validateToken,
  type ValidatedUser
} from '@/server/auth'
import { getServerConfig } from '@/server/config/serverConfig'
import { clientAddressOf, getRateLimiter, type RateLimit } from '@/server/rateLimit'
import { LOG_LIMITS } from '@/shared/logging/logLimits'
import { LOG_RELAY_LIMITS } from './logRelayLimits'

/** Who sent a log batch, as the server knows it (never as the events say). */
export interface LogSender {
  /** the validated user of the request's token; null without a token, or with one that is not accepted */
  user: ValidatedUser | null
  /** the access token the request came with, accepted or not: removed from the events wherever it appears */
  token: string | undefined
}

const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'logs.rate_limited',
    `Too many log events from this browser or address. Try again in ${retryAfterSeconds} s.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) }, details: { retryAfterSeconds } }
  )

// What a request will cost before its body is read: its declared length (Node holds a body to it), or the
// most the relay reads when it declares none.
function declaredBytes(req: Pick<IncomingMessage, 'headers'>): number {
  const length = Number(req.headers['content-length'])
  return Number.isInteger(length) && length >= 0
    ? Math.min(length, LOG_LIMITS.maxBodyBytes)
    : LOG_LIMITS.maxBodyBytes
}

// Addresses are counted under a hash: the counters (shared by every instance) hold no client's address.
const addressHash = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 32)

async function validatedUserOrNull(token: string): Promise<ValidatedUser | null> {
  try {
    return (await validateToken(token)).user
  } catch (error) {
    // an expired, refused or uncheckable token: the batch is taken as not signed in
    if (error instanceof AuthError) return null
    throw error
  }
}

/**
 * Decides whether a POST /api/logs may go on, before its body is read, and who sent it (docs/logging.md):
 * - with a token: every signed-in request of the client address counts against the address's budget; a token
 *   this process has not validated lately pays for its check out of the anonymous budget; a valid token's
 *   batches count against its own budget and carry its user;
 * - without one (or with one that is not accepted): the small anonymous budget of the client address.
 * The counters live in the database, shared by every instance. Throws ApiError 429 with Retry-After.
 */
export async function admitLogRequest(req: Pick<IncomingMessage, 'headers' | 'socket'>): Promise<LogSender> {
  const limiter = getRateLimiter()
  const address = addressHash(clientAddressOf(req, getServerConfig().trustedProxyHops))
  const bytes = declaredBytes(req)
  const charge = async (key: string, limit: RateLimit, cost: number) => {
    const decision = await limiter.consume(key, cost, limit)
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds)
  }
  const anonymousKey = `logs:anonymous:${address}`
  const token = extractToken(req.headers.authorization)
  if (token) {
    await charge(`logs:address:${address}`, LOG_RELAY_LIMITS.address, bytes)
    if (!isTokenValidationCached(token)) await charge(anonymousKey, LOG_RELAY_LIMITS.anonymous, 0)
    const user = await validatedUserOrNull(token)
    if (user) {
      await charge(`logs:token:${hashToken(token)}`, LOG_RELAY_LIMITS.token, bytes)
      return { user, token }
    }
  }
  await charge(anonymousKey, LOG_RELAY_LIMITS.anonymous, bytes)
  return { user: null, token }
}

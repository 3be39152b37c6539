import { processSingleton } from '@/server/db'
import { getServerDeps } from '@/server/deps'
import { createRateLimiter, type RateLimiter, type RateLimitStore } from './createRateLimiter'
import { RateLimitRepository } from './RateLimitRepository'

// One limiter per process (shared by every route bundle), counting in the database every instance shares.
const holder = processSingleton<RateLimiter>('rateLimiter')

const databaseStore: RateLimitStore = {
  count: async (key, bytes, now, expiredAt) =>
    new RateLimitRepository((await getServerDeps()).handle.db).count(key, bytes, now, expiredAt),
  pruneBefore: async before => new RateLimitRepository((await getServerDeps()).handle.db).pruneBefore(before)
}

/** The process's rate limiter over the database's rate_limit_windows (docs/logging.md "Limits"). */
export function getRateLimiter(): RateLimiter {
  let limiter = holder.get()
  if (!limiter) {
    limiter = createRateLimiter({ store: databaseStore })
    holder.set(limiter)
  }
  return limiter
}

/** Forgets every window and what this process remembers of them. For tests. */
export async function resetRateLimits(): Promise<void> {
  holder.set(undefined)
  await new RateLimitRepository((await getServerDeps()).handle.db).clear()
}

import { hashToken } from './hashToken'
import type { ValidatedToken } from './ValidatedToken'

export interface ValidationCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

export interface ValidationCache<T = ValidatedToken> {
  get(token: string): T | undefined
  /** `expiresAt` (ms since epoch): the token's own end of life, when known; the entry never outlives it */
  set(token: string, user: T, expiresAt?: number): void
  delete(token: string): void
  /** drops the entry of a token known by its hash only (another process refused it) */
  deleteHash(tokenHash: string): void
  /** drops every entry (another process's refusals may have been missed) */
  clear(): void
  /** the stored keys (token hashes), for inspection */
  keys(): string[]
  readonly size: number
}

/**
 * A small in-memory cache of successful validations, keyed by the token's SHA-256. Entries live `ttlMs`
 * at most; beyond `maxEntries` the least recently used one goes (a Map keeps insertion order, and a hit
 * re-inserts its entry at the end).
 */
export function createValidationCache<T = ValidatedToken>({
  ttlMs,
  maxEntries,
  now = Date.now
}: ValidationCacheOptions): ValidationCache<T> {
  const entries = new Map<string, { user: T; expiresAt: number }>()

  return {
    get(token) {
      const key = hashToken(token)
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) return undefined
      entries.set(key, entry)
      return entry.user
    },
    set(token, user, expiresAt) {
      const key = hashToken(token)
      const until = Math.min(now() + ttlMs, expiresAt ?? Number.POSITIVE_INFINITY)
      entries.delete(key)
      if (until <= now()) return
      entries.set(key, { user, expiresAt: until })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    delete(token) {
      entries.delete(hashToken(token))
    },
    deleteHash(tokenHash) {
      entries.delete(tokenHash)
    },
    clear() {
      entries.clear()
    },
    keys: () => [...entries.keys()],
    get size() {
      return entries.size
    }
  }
}

import { hashToken } from './hashToken'

/** Where refusals are shared between server instances (the database's refused_tokens). */
export interface RefusedTokenStore {
  isRefused(tokenHash: string, now: string): Promise<boolean>
  refuse(tokenHash: string, refusedAt: string, expiresAt: string): Promise<void>
  pruneBefore(now: string): Promise<void>
}

export interface RefusedTokens {
  /** whether the token was refused by the platform or signed out (here or on another instance) */
  isRefused(token: string): Promise<boolean>
  /** records that the token may no longer be used, on every route of every instance */
  refuse(token: string): Promise<void>
  /** remembers a refusal another instance recorded (its message carries the hash): no query needed for it */
  remember(tokenHash: string): void
}

/**
 * A refusal outlives any platform token (Genesys Cloud's last at most 48 h): until then, a token once
 * refused is never accepted again, whatever a validation cache still holds.
 */
export const REFUSAL_RETENTION_MS = 48 * 60 * 60_000
const PRUNE_INTERVAL_MS = 60 * 60_000

export interface RefusedTokensOptions {
  store: RefusedTokenStore
  retentionMs?: number
  /** how many refusals this process also keeps in memory, so a refused token costs no query the next time */
  maxRemembered?: number
  now?: () => number
}

/**
 * The tokens that may no longer be used: kept in the shared store (so every instance refuses them at once) and,
 * once seen, in this process's memory too. Only hashes are kept.
 */
export function createRefusedTokens({
  store,
  retentionMs = REFUSAL_RETENTION_MS,
  maxRemembered = 10_000,
  now = Date.now
}: RefusedTokensOptions): RefusedTokens {
  const remembered = new Map<string, number>()
  let lastPrunedAt = 0

  function remember(tokenHash: string, expiresAt: number) {
    remembered.delete(tokenHash)
    remembered.set(tokenHash, expiresAt)
    while (remembered.size > maxRemembered) {
      const oldest = remembered.keys().next().value
      if (oldest === undefined) break
      remembered.delete(oldest)
    }
  }

  return {
    async isRefused(token) {
      const tokenHash = hashToken(token)
      const known = remembered.get(tokenHash)
      if (known !== undefined) {
        if (known > now()) return true
        remembered.delete(tokenHash)
      }
      const refused = await store.isRefused(tokenHash, new Date(now()).toISOString())
      // (the exact expiry is the store's; remembering it for the retention is at worst as long)
      if (refused) remember(tokenHash, now() + retentionMs)
      return refused
    },
    async refuse(token) {
      const tokenHash = hashToken(token)
      const at = now()
      // Memory first: this process refuses it from this instant, before the store has answered.
      remember(tokenHash, at + retentionMs)
      await store.refuse(tokenHash, new Date(at).toISOString(), new Date(at + retentionMs).toISOString())
      if (at - lastPrunedAt >= PRUNE_INTERVAL_MS) {
        lastPrunedAt = at
        await store.pruneBefore(new Date(at).toISOString())
      }
    },
    remember: tokenHash => remember(tokenHash, now() + retentionMs)
  }
}

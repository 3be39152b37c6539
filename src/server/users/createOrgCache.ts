export interface OrgCache<T> {
  /** the organisation's cached value under `key`, or `load()`'s (shared by concurrent callers) */
  get(orgId: string, load: () => Promise<T>, key?: string): Promise<T>
  /** forgets every value of the organisation: call after every write that may change them */
  invalidate(orgId: string): void
  /** forgets everything (another process's changes may have been missed) */
  clear(): void
}

/**
 * A short-lived per-organisation cache of computed values (the users list's pages and counts). Writes in
 * this process invalidate the organisation at once, and so do other server processes' writes (several
 * instances on one PostgreSQL: their messages, src/server/db/crossProcess.ts); the time limit bounds how stale
 * a value can be when such a message is lost (the listening connection down). The promise is cached, so concurrent
 * misses share one load, and an invalidation during a load keeps the loaded value from being remembered.
 * Bounded: `maxKeys` values per organisation and `maxOrgs` organisations, the oldest out first.
 */
export function createOrgCache<T>({
  ttlMs,
  maxKeys = 200,
  maxOrgs = 1000,
  now = Date.now
}: {
  ttlMs: number
  maxKeys?: number
  maxOrgs?: number
  now?: () => number
}): OrgCache<T> {
  const orgs = new Map<string, Map<string, { value: Promise<T>; expiresAt: number }>>()

  const evictOldest = (map: Map<string, unknown>, max: number) => {
    while (map.size > max) {
      const oldest = map.keys().next().value
      if (oldest === undefined) break
      map.delete(oldest)
    }
  }

  return {
    get(orgId, load, key = '') {
      let entries = orgs.get(orgId)
      const entry = entries?.get(key)
      if (entry && entry.expiresAt > now()) return entry.value
      if (!entries) {
        entries = new Map()
        orgs.set(orgId, entries)
        evictOldest(orgs, maxOrgs)
      }
      const value = load()
      const fresh = { value, expiresAt: now() + ttlMs }
      entries.delete(key)
      entries.set(key, fresh)
      evictOldest(entries, maxKeys)
      // A failed load is not remembered: the next call tries again.
      const owner = entries
      value.catch(() => {
        if (owner.get(key) === fresh) owner.delete(key)
      })
      return value
    },
    invalidate(orgId) {
      orgs.delete(orgId)
    },
    clear() {
      orgs.clear()
    }
  }
}

import { processSingleton } from '@/server/db'
import { getServerDeps } from '@/server/deps'
import { createOrgCache } from './createOrgCache'
import { UserService, type UsersListCaches } from './UserService'

/**
 * How long a page of the users list and the organisation's counts (allData) are reused. Every write this
 * process makes to the organisation empties its caches at once, so this bounds only how long another
 * server process's writes (several instances on one PostgreSQL) can go unseen.
 */
export const LIST_CACHE_TTL_MS = 5_000

// USERS_LIST_CACHE_TTL_MS overrides it (0 turns the caches off, e.g. to measure the database path).
function listCacheTtlMs(): number {
  const configured = Number(process.env.USERS_LIST_CACHE_TTL_MS?.trim() || Number.NaN)
  return Number.isInteger(configured) && configured >= 0 ? configured : LIST_CACHE_TTL_MS
}

// One set of caches per process, shared by every route bundle (see processSingleton).
const listCaches = processSingleton<UsersListCaches>('usersListCaches')

/** The users service over the process's database. Cheap: the database and the caches are shared. */
export async function getUserService(): Promise<UserService> {
  const { handle } = await getServerDeps()
  let caches = listCaches.get()
  if (!caches) {
    const ttlMs = listCacheTtlMs()
    caches = {
      pages: createOrgCache({ ttlMs }),
      counts: createOrgCache({ ttlMs }),
      members: createOrgCache({ ttlMs, maxKeys: 5000 })
    }
    listCaches.set(caches)
  }
  return new UserService(handle, caches)
}

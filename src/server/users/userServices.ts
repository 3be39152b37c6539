import { processSingleton } from '@/server/db'
import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createOrgCache } from './createOrgCache'
import { UserService, type UsersListCaches } from './UserService'

/** The users feature's services. */
export interface UserServices {
  users: UserService
}

// One set of caches per process, shared by every route bundle (see processSingleton).
const listCaches = processSingleton<UsersListCaches>('usersListCaches')

function usersListCaches({ config, now }: ServerDeps): UsersListCaches {
  let caches = listCaches.get()
  if (!caches) {
    const ttlMs = config.usersListCacheTtlMs
    caches = {
      pages: createOrgCache({ ttlMs, now }),
      counts: createOrgCache({ ttlMs, now }),
      members: createOrgCache({ ttlMs, maxKeys: 5000, now })
    }
    listCaches.set(caches)
  }
  return caches
}

/** The users services over `deps`, with the process's caches of the list. Cheap: what lasts is shared. */
export function createUserServices(deps: ServerDeps): UserServices {
  return { users: new UserService(deps.handle, usersListCaches(deps), deps.now) }
}

/** The users services over the process's deps (getServerDeps). */
export const getUserServices = async (): Promise<UserServices> => createUserServices(await getServerDeps())

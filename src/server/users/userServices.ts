import { processSingleton, publish, subscribe } from '@/server/db'
import { getServerDeps, type ServerDeps } from '@/server/deps'
import { createOrgCache } from './createOrgCache'
import { UserService } from './UserService'
import type { UsersListCaches } from './UsersListCaches'

/** The users feature's services. */
export interface UserServices {
  users: UserService
}

// One set of caches per process, shared by every route bundle (see processSingleton).
const listCaches = processSingleton<UsersListCaches>('usersListCaches')

/** The channel on which server processes tell each other that an organisation's users list changed. */
export const USERS_CHANGED = 'users.changed'

const forget = (caches: UsersListCaches, orgId: string) => {
  caches.pages.invalidate(orgId)
  caches.counts.invalidate(orgId)
  caches.members.invalidate(orgId)
}

// Another server process wrote to an organisation's list: its pages, counts and people's rows go at once
// (several instances on one PostgreSQL; docs/deployment.md).
function listenToOtherProcesses(caches: UsersListCaches) {
  subscribe(USERS_CHANGED, {
    id: 'usersListCaches',
    onMessage: ({ orgId }) => {
      if (typeof orgId === 'string') forget(caches, orgId)
    },
    onMissed: () => {
      caches.pages.clear()
      caches.counts.clear()
      caches.members.clear()
    }
  })
}

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
    listenToOtherProcesses(caches)
  }
  return caches
}

/** The users services over `deps`, with the process's caches of the list. Cheap: what lasts is shared. */
export function createUserServices(deps: ServerDeps): UserServices {
  return {
    users: new UserService(deps.handle, usersListCaches(deps), deps.now, orgId =>
      publish(USERS_CHANGED, { orgId })
    )
  }
}

/** The users services over the process's deps (getServerDeps). */
export const getUserServices = async (): Promise<UserServices> => createUserServices(await getServerDeps())

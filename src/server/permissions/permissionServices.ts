import { getServerDeps, type ServerDeps } from '@/server/deps'
import { PermissionService } from './PermissionService'

/** The permissions feature's services. */
export interface PermissionServices {
  permissions: PermissionService
}

/** The permissions services over `deps`. */
export function createPermissionServices(deps: ServerDeps): PermissionServices {
  return { permissions: new PermissionService(deps.handle, deps.now) }
}

/** The permissions services over the process's deps (getServerDeps). */
export const getPermissionServices = async (): Promise<PermissionServices> =>
  createPermissionServices(await getServerDeps())

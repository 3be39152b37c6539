import { getServerDeps } from '@/server/deps'
import { PermissionService } from './PermissionService'

export async function getPermissionService(): Promise<PermissionService> {
  return new PermissionService((await getServerDeps()).handle)
}

import { getDatabase } from '@/server/db'
import { PermissionService } from './PermissionService'

export async function getPermissionService(): Promise<PermissionService> {
  return new PermissionService(await getDatabase())
}

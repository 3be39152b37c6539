export { PermissionsPage } from './components/PermissionsPage'
export type { Permission, PermissionsParams } from '@/shared/permissions/permissionTypes'

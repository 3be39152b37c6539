import type { Permission } from '@/shared/permissions/permissionTypes'

/** A permission as the API answers it: the contract's `Permission` (src/shared/permissions, docs/data.md). */
export type PermissionRecord = Permission

import { failureOf } from '@/features/sessionApi'
import type { Permission, PermissionCount, PermissionsParams } from '@/shared/permissions/permissionTypes'
import { createListSlice, type ListState } from '@/shared/ui/list'

import { requestPermissions } from '../api/permissionsApi'

/** The permissions list (the spec's four fields); `permissionsList.fetchData(params)`: GET /apps/permissions/data. */
export const permissionsList = createListSlice({
  name: 'permissions',
  request: requestPermissions,
  rows: answer => answer.permissions,
  failureOf
})
export type PermissionsState = ListState<Permission, PermissionsParams, PermissionCount>

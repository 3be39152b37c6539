import { failureOf } from '@/features/auth'
import type { Permission, PermissionCount, PermissionsParams } from '@/shared/permissions/permissionTypes'
import { createListSlice, type ListState } from '@/shared/ui/list'

import { requestPermissions } from '../api/permissionsApi'

/** The permissions list (the spec's: data, total 1 until answered, params, allData) and its request. */
export const permissionsList = createListSlice({
  name: 'permissions',
  request: requestPermissions,
  rows: answer => answer.permissions,
  failureOf
})

export type PermissionsState = ListState<Permission, PermissionsParams, PermissionCount>

export const initialPermissionsState = permissionsList.initialState
export const permissionsReducer = permissionsList.reducer

/** GET /apps/permissions/data with `params`; an answer replaces the list. Abortable. */
export const fetchData = permissionsList.fetchData

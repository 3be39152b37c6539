import { api } from '@/shared/data'
import { givenParams, type ListResult, listResponse } from '@/shared/ui/list'
import type {
  Permission,
  PermissionCount,
  PermissionsAnswer,
  PermissionsParams
} from '@/shared/permissions/permissionTypes'

/** The permissions catalogue in the data layer (docs/access-control.md). */
export const permissionsApi = api.enhanceEndpoints({ addTagTypes: ['Permissions'] }).injectEndpoints({
  endpoints: build => ({
    /** GET /apps/permissions/data */
    permissions: build.query<ListResult<Permission, PermissionCount>, PermissionsParams>({
      query: params => ({ method: 'GET', url: '/apps/permissions/data', params: givenParams(params) }),
      transformResponse: listResponse({ rows: (answer: PermissionsAnswer) => answer.permissions }),
      providesTags: ['Permissions']
    })
  })
})

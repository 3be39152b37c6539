import { sessionRequest } from '@/features/auth'
import type { PermissionsAnswer, PermissionsParams } from '@/shared/permissions/permissionTypes'

const given = (params: PermissionsParams) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== null && value !== undefined && value !== '')
  )

/** GET /apps/permissions/data (spec section 7). */
export const requestPermissions = (params: PermissionsParams, signal?: AbortSignal) =>
  sessionRequest<PermissionsAnswer>({
    method: 'GET',
    url: '/apps/permissions/data',
    params: given(params),
    signal
  })

import { sessionRequest } from '@/features/sessionApi'
import type { PermissionsAnswer, PermissionsParams } from '@/shared/permissions/permissionTypes'

/** GET /apps/permissions/data (docs/access-control.md). */
export const requestPermissions = (params: PermissionsParams, signal?: AbortSignal) =>
  sessionRequest<PermissionsAnswer>({ method: 'GET', url: '/apps/permissions/data', params, signal })

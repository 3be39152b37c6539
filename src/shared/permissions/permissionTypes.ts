/**
 * The contract of GET /apps/permissions/data (docs/access-control.md) between the server that answers it
 * (src/server/permissions) and the browser that calls it (src/features/permissions).
 */
import type { Role } from '@/shared/acl'
import type { CountEntry } from '@/shared/lists/listTypes'

/** One entry of the organisation's permissions catalogue. */
export interface Permission {
  id: string
  name: string
  subject: string
  action: string
  /** the roles it is assigned to, most powerful first */
  assignedTo: Role[]
  /** ISO 8601, UTC */
  createdDate: string
}

/** The catalogue's query: q (name, subject or action contains) and role (assigned to). No paging: it is short. */
export interface PermissionsParams {
  q?: string
  role?: Role | null
}

/** One entry of `allData`: how many permissions a role holds. */
export type PermissionCount = CountEntry<'assignedTo'>

/** The answer: the spec reads permissions, params, allData and total. */
export interface PermissionsAnswer {
  permissions: Permission[]
  total: number
  params: PermissionsParams
  allData: PermissionCount[]
}

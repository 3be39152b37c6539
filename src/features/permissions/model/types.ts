import type { Role } from '@/shared/acl'

/** One entry of the organisation's permissions catalogue, as GET /apps/permissions/data answers it. */
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

/** The catalogue's query: q (name, subject or action contains) and role (assigned to). */
export interface PermissionsParams {
  q?: string
  role?: Role | null
}

/** One entry of `allData`: how many permissions a role holds. */
export interface CountEntry {
  field: string
  value: string
  count: number
}

/** GET /apps/permissions/data's answer: the spec reads permissions, params, allData and total. */
export interface PermissionsAnswer {
  permissions: Permission[]
  total: number
  params: PermissionsParams
  allData: CountEntry[]
}

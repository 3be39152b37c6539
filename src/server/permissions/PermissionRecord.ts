import type { Role } from '@/shared/acl'

/** A permission as the API answers it (docs/data.md). */
export interface PermissionRecord {
  id: string
  name: string
  subject: string
  action: string
  /** the roles it is assigned to, most powerful first */
  assignedTo: Role[]
  /** ISO 8601, UTC */
  createdDate: string
}

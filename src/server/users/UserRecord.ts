import type { Role } from '@/shared/acl'
import type { UsersTable } from '@/server/db'
import type { UserStatus } from './userStatuses'

/** A user as the API answers it (docs/data.md). The organisation is implied by the caller's token. */
export interface UserRecord {
  id: string
  fullName: string
  email: string
  role: Role
  status: UserStatus
  /** ISO 8601, UTC */
  createdAt: string
  /** the Genesys Cloud user id, once the person has signed in; null before */
  platformUserId: string | null
}

export const toUserRecord = (row: UsersTable): UserRecord => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  platformUserId: row.platform_user_id
})

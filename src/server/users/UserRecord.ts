import type { UsersTable } from '@/server/db'
import type { User } from '@/shared/users/userTypes'

/** A user as the API answers it: the contract's `User` (src/shared/users/userTypes.ts, docs/data.md). */
export type UserRecord = User

export const toUserRecord = (row: UsersTable): UserRecord => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  platformUserId: row.platform_user_id
})

import type { UsersTable } from '@/server/db'
import type { UserCount as SharedUserCount, UsersListAnswer } from '@/shared/users/userTypes'
import type { OrgCache } from './createOrgCache'
import type { UsersListParams } from './listUsersQuery'
import type { UserRecord } from './UserRecord'

/** One count of `allData`: how many of the organisation's people have `value` in `field` (the contract's). */
export type UserCount = SharedUserCount

/** The list's answer: the contract's, with the params as applied (every default filled in). */
export interface UsersListResult extends UsersListAnswer {
  params: UsersListParams
}

/** A page of the list and the number of matches, as cached per organisation and query. */
export interface UsersPage {
  users: UserRecord[]
  total: number
}

/** The per-organisation caches of the users list; every write of the organisation empties all three. */
export interface UsersListCaches {
  pages: OrgCache<UsersPage>
  counts: OrgCache<UserCount[]>
  /** each signed-in person's row by e-mail key: every API call reads it to learn their role and status */
  members: OrgCache<UsersTable | undefined>
}

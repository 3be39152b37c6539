import type { Role } from '@/shared/acl'

export const USER_STATUSES = ['active', 'pending', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** A person of the signed-in organisation, as GET /apps/users/list answers it (docs/access-control.md). */
export interface User {
  id: string
  fullName: string
  email: string
  role: Role
  status: UserStatus
  /** ISO 8601, UTC */
  createdAt: string
  platformUserId: string | null
}

export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'status', 'createdAt'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]
export type SortDirection = 'asc' | 'desc'

/** The list's query (every field optional; the server fills in the defaults and answers them as `params`). */
export interface UsersParams {
  q?: string
  role?: Role | null
  status?: UserStatus | null
  /** from 1 */
  page?: number
  /** 1–100 */
  pageSize?: number
  /** `field:asc|desc` */
  sort?: string
}

/** One entry of `allData`: how many of the organisation's people have a role or a status. */
export interface CountEntry {
  field: string
  value: string
  count: number
}

/** GET /apps/users/list's answer: the spec reads users, total, params and allData. */
export interface UsersListAnswer {
  users: User[]
  total: number
  params: UsersParams
  allData: CountEntry[]
}

/** POST /apps/users/add-user's `data`. */
export interface NewUser {
  fullName: string
  email: string
  role: Role
}

/** POST /apps/users/add-user's answer (201). */
export interface AddUserAnswer {
  user: User
}

/** DELETE /apps/users/delete's answer (200). */
export interface DeleteUserAnswer {
  deleted: User
}

/** PATCH /apps/users/change-role's answer (200): the person as they are now. */
export interface ChangeRoleAnswer {
  user: User
}

/** What people who sign in without being on the list become (a role), or `refuse` (docs/access-control.md). */
export const UNLISTED_SIGN_IN_CHOICES = ['admin', 'supervisor', 'client', 'refuse'] as const
export type UnlistedSignIn = (typeof UNLISTED_SIGN_IN_CHOICES)[number]

export const isUnlistedSignIn = (value: unknown): value is UnlistedSignIn =>
  (UNLISTED_SIGN_IN_CHOICES as readonly unknown[]).includes(value)

/** GET and PUT /apps/users/settings's answer. */
export interface UsersSettingsAnswer {
  settings: { unlistedSignIn: UnlistedSignIn; updatedAt: string | null }
}

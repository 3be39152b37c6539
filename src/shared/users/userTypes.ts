/**
 * The contract of the users API (`/apps/users/*`, docs/access-control.md) between the server that answers it
 * (src/server/users) and the browser that calls it (src/features/users): the JSON shapes both sides speak.
 */
import type { Role } from '@/shared/acl'
import type { CountEntry } from '@/shared/lists/listTypes'

/**
 * Where a person stands: `pending` until their first sign-in (an admin added them), then `active`;
 * `inactive` people keep their row but may not use the app.
 */
export const USER_STATUSES = ['active', 'pending', 'inactive'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const isUserStatus = (value: unknown): value is UserStatus =>
  (USER_STATUSES as readonly unknown[]).includes(value)

/** A person of the signed-in organisation, as the API answers them. The organisation is implied by the token. */
export interface User {
  id: string
  fullName: string
  email: string
  role: Role
  status: UserStatus
  /** ISO 8601, UTC */
  createdAt: string
  /** the Genesys Cloud user id once known (picked from the directory, or at the first sign-in); null before */
  platformUserId: string | null
}

/** The columns the list sorts by (`sort=field:asc|desc`). */
export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'status', 'createdAt'] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

/** GET /apps/users/list's query (every field optional; the server fills in the defaults and answers them). */
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

/** One entry of the list's `allData`: how many of the organisation's people have a role or a status. */
export type UserCount = CountEntry<'role' | 'status'>

/** GET /apps/users/list's answer: the spec reads users, total, params and allData. */
export interface UsersListAnswer {
  users: User[]
  total: number
  /** the query as the server applied it */
  params: UsersParams
  allData: UserCount[]
}

/** POST /apps/users/add-user's `data`. */
export interface NewUser {
  fullName: string
  email: string
  role: Role
  /** the Genesys Cloud user id, when the person was picked from the directory */
  platformUserId?: string
}

/** One person of the organisation's Genesys Cloud directory (GET /apps/users/directory?q). */
export interface DirectoryPerson {
  /** the Genesys Cloud user id */
  platformUserId: string
  name: string
  email: string
  department: string | null
  title: string | null
  /** already on the users list (by address, any case): not offered to add again */
  listed: boolean
}

/** GET /apps/users/directory's answer: the first matches, by name, and how many the directory has. */
export interface DirectorySearchAnswer {
  people: DirectoryPerson[]
  total: number
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

/**
 * What people who sign in without being on the list become (a role), or `refuse`: the organisation's rule,
 * admin by default (the spec's rule).
 */
export const UNLISTED_SIGN_IN_CHOICES = ['admin', 'supervisor', 'client', 'refuse'] as const
export type UnlistedSignIn = (typeof UNLISTED_SIGN_IN_CHOICES)[number]

export const isUnlistedSignIn = (value: unknown): value is UnlistedSignIn =>
  (UNLISTED_SIGN_IN_CHOICES as readonly unknown[]).includes(value)

/** GET and PUT /apps/users/settings's answer. */
export interface UsersSettingsAnswer {
  settings: { unlistedSignIn: UnlistedSignIn; updatedAt: string | null }
}

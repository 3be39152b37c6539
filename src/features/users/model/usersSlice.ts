import { failureOf } from '@/features/sessionApi'
import { createListSlice, type ListState } from '@/shared/ui/list'
import type { User, UserCount, UsersParams } from '@/shared/users/userTypes'

import { requestAddUser, requestChangeRole, requestDeleteUser, requestUsers } from '../api/usersApi'

/**
 * The users list (the spec's: data, total 1 until answered, params, allData): `usersList.fetchData(params)`
 * is GET /apps/users/list; an answer replaces the list, a newer query aborts the one before.
 */
export const usersList = createListSlice({
  name: 'users',
  request: requestUsers,
  rows: answer => answer.users,
  failureOf
})
export type UsersState = ListState<User, UsersParams, UserCount>

// Every change is followed by the list again with the last params (the spec's rule for add and delete).
/** POST /apps/users/add-user. */
export const addUser = usersList.refetching('addUser', requestAddUser)
/** DELETE /apps/users/delete with the user's id. */
export const deleteUser = usersList.refetching('deleteUser', requestDeleteUser)
/** PATCH /apps/users/change-role. */
export const changeRole = usersList.refetching('changeRole', requestChangeRole)

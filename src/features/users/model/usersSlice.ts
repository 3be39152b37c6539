import { failureOf } from '@/features/auth'
import { createListSlice, type ListState } from '@/shared/ui/list'
import type { User, UserCount, UsersParams } from '@/shared/users/userTypes'

import { requestAddUser, requestChangeRole, requestDeleteUser, requestUsers } from '../api/usersApi'

/** The users list (the spec's users list: data, total 1 until answered, params, allData) and its requests. */
export const usersList = createListSlice({
  name: 'users',
  request: requestUsers,
  rows: answer => answer.users,
  failureOf
})

export type UsersState = ListState<User, UsersParams, UserCount>

export const initialUsersState = usersList.initialState
export const usersReducer = usersList.reducer

/** GET /apps/users/list with `params`; an answer replaces the list. Abortable (a newer query aborts it). */
export const fetchData = usersList.fetchData

/** POST /apps/users/add-user, then the list again with the last params (the spec's rule). */
export const addUser = usersList.refetching('addUser', requestAddUser)

/** DELETE /apps/users/delete with the user's id, then the list again with the last params. */
export const deleteUser = usersList.refetching('deleteUser', requestDeleteUser)

/** PATCH /apps/users/change-role, then the list again with the last params. */
export const changeRole = usersList.refetching('changeRole', requestChangeRole)

import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'

import { type ApiFailure, failureOf } from '@/features/auth'
import type { Role } from '@/shared/acl'
import type {
  AddUserAnswer,
  ChangeRoleAnswer,
  DeleteUserAnswer,
  NewUser,
  User,
  UserCount,
  UsersListAnswer,
  UsersParams
} from '@/shared/users/userTypes'

import { requestAddUser, requestChangeRole, requestDeleteUser, requestUsers } from '../api/usersApi'

/** The users list (spec section 3, "Users list (client state)") plus the request's state. */
export interface UsersState {
  /** the page of users */
  data: User[]
  /** how many match the filters; 1 until the first answer (spec section 9) */
  total: number
  /** the parameters of the last list answered (as the server applied them) */
  params: UsersParams
  /** counts by role and by status across the organisation */
  allData: UserCount[]
  loading: boolean
  /** why the last list request failed; null once one succeeds */
  error: ApiFailure | null
}

export const initialUsersState: UsersState = {
  data: [],
  total: 1,
  params: {},
  allData: [],
  loading: false,
  error: null
}

interface ThunkConfig {
  state: { users: UsersState }
  rejectValue: ApiFailure
}

/** GET /apps/users/list with `params`; an answer replaces the list. Abortable (a newer query aborts it). */
export const fetchData = createAsyncThunk<UsersListAnswer, UsersParams, ThunkConfig>(
  'users/fetchData',
  async (params, { signal, rejectWithValue }) => {
    try {
      return await requestUsers(params, signal)
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
  }
)

/** POST /apps/users/add-user, then the list again with the last params (spec section 4). */
export const addUser = createAsyncThunk<AddUserAnswer, NewUser, ThunkConfig>(
  'users/addUser',
  async (data, { dispatch, getState, rejectWithValue }) => {
    let answer: AddUserAnswer
    try {
      answer = await requestAddUser(data)
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
    await dispatch(fetchData(getState().users.params))
    return answer
  }
)

/** DELETE /apps/users/delete with the user's id, then the list again with the last params. */
export const deleteUser = createAsyncThunk<DeleteUserAnswer, string, ThunkConfig>(
  'users/deleteUser',
  async (id, { dispatch, getState, rejectWithValue }) => {
    let answer: DeleteUserAnswer
    try {
      answer = await requestDeleteUser(id)
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
    await dispatch(fetchData(getState().users.params))
    return answer
  }
)

/** PATCH /apps/users/change-role, then the list again with the last params. */
export const changeRole = createAsyncThunk<ChangeRoleAnswer, { id: string; role: Role }, ThunkConfig>(
  'users/changeRole',
  async ({ id, role }, { dispatch, getState, rejectWithValue }) => {
    let answer: ChangeRoleAnswer
    try {
      answer = await requestChangeRole(id, role)
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
    await dispatch(fetchData(getState().users.params))
    return answer
  }
)

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {},
  extraReducers: builder => {
    builder
      .addCase(fetchData.pending, state => {
        state.loading = true
      })
      .addCase(fetchData.fulfilled, (state, { payload, meta }) => {
        state.data = payload.users
        state.total = payload.total
        state.params = payload.params ?? meta.arg
        state.allData = payload.allData
        state.loading = false
        state.error = null
      })
      .addCase(fetchData.rejected, (state, action) => {
        // Aborted by a newer request, which is pending meanwhile: it decides what shows.
        if (action.meta.aborted) return
        state.loading = false
        state.error = action.payload ?? failureOf(action.error.message)
      })
  }
})

export const usersReducer = usersSlice.reducer

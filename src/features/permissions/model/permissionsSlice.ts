import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'

import { type ApiFailure, failureOf } from '@/features/auth'
import type {
  Permission,
  PermissionCount,
  PermissionsAnswer,
  PermissionsParams
} from '@/shared/permissions/permissionTypes'

import { requestPermissions } from '../api/permissionsApi'

/** The permissions list (spec section 3, "Permissions list (client state)") plus the request's state. */
export interface PermissionsState {
  data: Permission[]
  /** 1 until the first answer (spec section 9) */
  total: number
  params: PermissionsParams
  /** how many permissions each role holds, across the catalogue */
  allData: PermissionCount[]
  loading: boolean
  error: ApiFailure | null
}

export const initialPermissionsState: PermissionsState = {
  data: [],
  total: 1,
  params: {},
  allData: [],
  loading: false,
  error: null
}

/** GET /apps/permissions/data with `params`; an answer replaces the list. Abortable. */
export const fetchData = createAsyncThunk<
  PermissionsAnswer,
  PermissionsParams,
  { state: { permissions: PermissionsState }; rejectValue: ApiFailure }
>('permissions/fetchData', async (params, { signal, rejectWithValue }) => {
  try {
    return await requestPermissions(params, signal)
  } catch (error) {
    return rejectWithValue(failureOf(error))
  }
})

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState: initialPermissionsState,
  reducers: {},
  extraReducers: builder => {
    builder
      .addCase(fetchData.pending, state => {
        state.loading = true
      })
      .addCase(fetchData.fulfilled, (state, { payload, meta }) => {
        state.data = payload.permissions
        state.total = payload.total
        state.params = payload.params ?? meta.arg
        state.allData = payload.allData
        state.loading = false
        state.error = null
      })
      .addCase(fetchData.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.loading = false
        state.error = action.payload ?? failureOf(action.error.message)
      })
  }
})

export const permissionsReducer = permissionsSlice.reducer

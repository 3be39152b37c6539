import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'

import { type PermissionsState, permissionsReducer } from './permissionsSlice'

/** The permissions page's own store, created when the page mounts (Redux stays out of other pages). */
export const createPermissionsStore = (preloadedState?: { permissions: PermissionsState }) =>
  configureStore({ reducer: { permissions: permissionsReducer }, preloadedState })

export type PermissionsStore = ReturnType<typeof createPermissionsStore>
export type PermissionsRootState = ReturnType<PermissionsStore['getState']>
export type PermissionsDispatch = PermissionsStore['dispatch']

export const usePermissionsDispatch = useDispatch.withTypes<PermissionsDispatch>()
export const usePermissionsSelector = useSelector.withTypes<PermissionsRootState>()

import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'

import { type UsersState, usersReducer } from './usersSlice'

/**
 * The users page's own store, created when the page mounts: Redux stays out of every other page's JavaScript
 * (the bundle budget), and the list is fetched afresh each time the page is opened.
 */
export const createUsersStore = (preloadedState?: { users: UsersState }) =>
  configureStore({ reducer: { users: usersReducer }, preloadedState })

export type UsersStore = ReturnType<typeof createUsersStore>
export type UsersRootState = ReturnType<UsersStore['getState']>
export type UsersDispatch = UsersStore['dispatch']

export const useUsersDispatch = useDispatch.withTypes<UsersDispatch>()
export const useUsersSelector = useSelector.withTypes<UsersRootState>()

import { useDispatch } from 'react-redux'

import { createListStore } from '@/shared/ui/list'

import { usersList } from './usersSlice'

/** The users page's own store (created when the page mounts: createListStore). */
export const createUsersStore = () => createListStore(usersList)

export type UsersDispatch = ReturnType<typeof createUsersStore>['dispatch']

export const useUsersDispatch = useDispatch.withTypes<UsersDispatch>()

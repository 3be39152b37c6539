import { createListStore } from '@/shared/ui/list'

import { permissionsList } from './permissionsSlice'

/** The permissions page's own store (created when the page mounts: createListStore). */
export const createPermissionsStore = () => createListStore(permissionsList)

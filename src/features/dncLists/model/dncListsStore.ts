import { createListStore } from '@/shared/ui/list'

import { dncListsList } from './dncListsSlice'

/** The /dnc-lists page's own store (created when the page mounts). */
export const createDncListsStore = () => createListStore(dncListsList)

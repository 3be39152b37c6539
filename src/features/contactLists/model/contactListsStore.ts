import { createListStore } from '@/shared/ui/list'

import { contactListsList } from './contactListsSlice'

/** The /contact-lists page's own store (created when the page mounts). */
export const createContactListsStore = () => createListStore(contactListsList)

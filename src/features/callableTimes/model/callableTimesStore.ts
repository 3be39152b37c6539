import { createListStore } from '@/shared/ui/list'

import { callableTimesList } from './callableTimesSlice'

/** The /callable-time-sets page's own store (created when the page mounts). */
export const createCallableTimesStore = () => createListStore(callableTimesList)

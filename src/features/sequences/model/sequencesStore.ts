import { createListStore } from '@/shared/ui/list'

import { sequencesList } from './sequencesSlice'

/** The /sequences page's own store (created when the page mounts). */
export const createSequencesStore = () => createListStore(sequencesList)

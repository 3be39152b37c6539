import { ListPage } from '@/shared/ui/list'

import { dncListsTexts } from '../i18n/dncListsTexts'
import { createDncListsStore } from '../model/dncListsStore'
import { DncListsView } from './DncListsView'

/** The /dnc-lists page with its own Redux store and texts. */
export function DncListsPage() {
  return (
    <dncListsTexts.Provider>
      <ListPage createStore={createDncListsStore}>
        <DncListsView />
      </ListPage>
    </dncListsTexts.Provider>
  )
}

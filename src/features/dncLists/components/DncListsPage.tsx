import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { dncListsTexts } from '../i18n/dncListsTexts'
import { DncListsView } from './DncListsView'

/** The /dnc-lists page with its own store of the data layer and its texts. */
export function DncListsPage() {
  return (
    <dncListsTexts.Provider>
      <ListPage transport={sessionTransport}>
        <DncListsView />
      </ListPage>
    </dncListsTexts.Provider>
  )
}

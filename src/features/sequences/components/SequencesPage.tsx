import { ListPage } from '@/shared/ui/list'

import { sequencesTexts } from '../i18n/sequencesTexts'
import { createSequencesStore } from '../model/sequencesStore'
import { SequencesView } from './SequencesView'

/** The /sequences page with its own Redux store and texts. */
export function SequencesPage() {
  return (
    <sequencesTexts.Provider>
      <ListPage createStore={createSequencesStore}>
        <SequencesView />
      </ListPage>
    </sequencesTexts.Provider>
  )
}

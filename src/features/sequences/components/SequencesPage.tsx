import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { sequencesTexts } from '../i18n/sequencesTexts'
import { SequencesView } from './SequencesView'

/** The /sequences page with its own store of the data layer and its texts. */
export function SequencesPage() {
  return (
    <sequencesTexts.Provider>
      <ListPage transport={sessionTransport}>
        <SequencesView />
      </ListPage>
    </sequencesTexts.Provider>
  )
}

import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { callableTimesTexts } from '../i18n/callableTimesTexts'
import { CallableTimesView } from './CallableTimesView'

/** The /callable-time-sets page with its own store of the data layer and its texts. */
export function CallableTimesPage() {
  return (
    <callableTimesTexts.Provider>
      <ListPage transport={sessionTransport}>
        <CallableTimesView />
      </ListPage>
    </callableTimesTexts.Provider>
  )
}

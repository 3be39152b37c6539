import { ListPage } from '@/shared/ui/list'

import { callableTimesTexts } from '../i18n/callableTimesTexts'
import { createCallableTimesStore } from '../model/callableTimesStore'
import { CallableTimesView } from './CallableTimesView'

/** The /callable-time-sets page with its own Redux store and texts. */
export function CallableTimesPage() {
  return (
    <callableTimesTexts.Provider>
      <ListPage createStore={createCallableTimesStore}>
        <CallableTimesView />
      </ListPage>
    </callableTimesTexts.Provider>
  )
}

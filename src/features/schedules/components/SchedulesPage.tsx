import { useState } from 'react'
import { Provider } from 'react-redux'

import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'

import { schedulesTexts } from '../i18n/schedulesTexts'
import { SchedulesView } from './SchedulesView'

/**
 * The /schedules page with its own store of the data layer (created when the page opens, so the week is read
 * afresh, and Redux stays out of every other route's first load) and its texts.
 */
export function SchedulesPage() {
  const [store] = useState(() => createDataStore(sessionTransport))
  return (
    <Provider store={store}>
      <schedulesTexts.Provider>
        <SchedulesView />
      </schedulesTexts.Provider>
    </Provider>
  )
}

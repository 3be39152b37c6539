import { schedulesTexts } from '../i18n/schedulesTexts'
import { SchedulesView } from './SchedulesView'

/** The /schedules page with its own texts. */
export function SchedulesPage() {
  return (
    <schedulesTexts.Provider>
      <SchedulesView />
    </schedulesTexts.Provider>
  )
}

import { ListPage } from '@/shared/ui/list'

import { createPermissionsStore } from '../model/permissionsStore'
import { permissionsTexts } from '../i18n/permissionsTexts'
import { PermissionsView } from './PermissionsView'

/** The /permissions page with its own Redux store (created when the page opens). */
export function PermissionsPage() {
  return (
    <permissionsTexts.Provider>
      <ListPage createStore={createPermissionsStore}>
        <PermissionsView />
      </ListPage>
    </permissionsTexts.Provider>
  )
}

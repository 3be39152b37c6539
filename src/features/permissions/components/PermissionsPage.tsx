import { ListPage } from '@/shared/ui/list'

import { createPermissionsStore } from '../model/permissionsStore'
import { PermissionsView } from './PermissionsView'

/** The /permissions page with its own Redux store (created when the page opens). */
export function PermissionsPage() {
  return (
    <ListPage createStore={createPermissionsStore}>
      <PermissionsView />
    </ListPage>
  )
}

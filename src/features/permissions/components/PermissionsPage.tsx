import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { permissionsTexts } from '../i18n/permissionsTexts'
import { PermissionsView } from './PermissionsView'

/** The /permissions page with its own store of the data layer (created when the page opens). */
export function PermissionsPage() {
  return (
    <permissionsTexts.Provider>
      <ListPage transport={sessionTransport}>
        <PermissionsView />
      </ListPage>
    </permissionsTexts.Provider>
  )
}

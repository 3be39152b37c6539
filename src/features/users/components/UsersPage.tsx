import { sessionTransport } from '@/features/sessionApi'
import { ListPage } from '@/shared/ui/list'

import { usersTexts } from '../i18n/usersTexts'
import { UsersView } from './UsersView'

/** The /users page with its own store of the data layer (created when the page opens). */
export function UsersPage() {
  return (
    <usersTexts.Provider>
      <ListPage transport={sessionTransport}>
        <UsersView />
      </ListPage>
    </usersTexts.Provider>
  )
}

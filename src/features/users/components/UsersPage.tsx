import { ListPage } from '@/shared/ui/list'

import { createUsersStore } from '../model/usersStore'
import { usersTexts } from '../i18n/usersTexts'
import { UsersView } from './UsersView'

/** The /users page with its own Redux store (created when the page opens). */
export function UsersPage() {
  return (
    <usersTexts.Provider>
      <ListPage createStore={createUsersStore}>
        <UsersView />
      </ListPage>
    </usersTexts.Provider>
  )
}

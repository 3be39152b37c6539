import { ListPage } from '@/shared/ui/list'

import { createUsersStore } from '../model/usersStore'
import { UsersView } from './UsersView'

/** The /users page with its own Redux store (created when the page opens). */
export function UsersPage() {
  return (
    <ListPage createStore={createUsersStore}>
      <UsersView />
    </ListPage>
  )
}

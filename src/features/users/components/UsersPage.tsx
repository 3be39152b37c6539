import { useState } from 'react'
import { Provider } from 'react-redux'

import { createUsersStore } from '../model/usersStore'
import { UsersView } from './UsersView'

/** The /users page with its own Redux store (created when the page opens). */
export function UsersPage() {
  const [store] = useState(() => createUsersStore())
  return (
    <Provider store={store}>
      <UsersView />
    </Provider>
  )
}

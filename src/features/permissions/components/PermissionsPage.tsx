import { useState } from 'react'
import { Provider } from 'react-redux'

import { createPermissionsStore } from '../model/permissionsStore'
import { PermissionsView } from './PermissionsView'

/** The /permissions page with its own Redux store (created when the page opens). */
export function PermissionsPage() {
  const [store] = useState(() => createPermissionsStore())
  return (
    <Provider store={store}>
      <PermissionsView />
    </Provider>
  )
}

import { configureStore } from '@reduxjs/toolkit'

import { api } from './api'
import type { DataTransport } from './dataTransport'

/**
 * A page's own store with the data layer in it, created when the page opens: Redux and RTK Query come with the
 * signed-in pages that use them, never with the sign-in page (the bundle budget), and each page reads its data
 * afresh. `transport` is how the endpoints reach the API (the session's requests).
 */
export function createDataStore(transport: DataTransport) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: getDefault => getDefault({ thunk: { extraArgument: transport } }).concat(api.middleware)
  })
}

export type DataStore = ReturnType<typeof createDataStore>

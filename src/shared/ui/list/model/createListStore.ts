import { configureStore, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit'

/**
 * A list page's own store, created when the page mounts: Redux stays out of every other page's JavaScript
 * (the bundle budget), and the list is fetched afresh each time the page is opened.
 */
export function createListStore<Name extends string, State>(
  list: { name: Name; reducer: Reducer<State> },
  preloaded?: State
) {
  return configureStore({
    reducer: { [list.name]: list.reducer } as ReducersMapObject<Record<Name, State>>,
    preloadedState: preloaded === undefined ? undefined : ({ [list.name]: preloaded } as Record<Name, State>)
  })
}

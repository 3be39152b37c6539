import { useDispatch, useSelector } from 'react-redux'

import type { DataStore } from './createDataStore'

/** What a page's store of the data layer holds (its RTK Query cache, under `data`). */
export type DataState = ReturnType<DataStore['getState']>
export type DataDispatch = DataStore['dispatch']

/**
 * The page's store, typed: for the parts that read a cache entry or lay data into it themselves (a page that
 * reads on its own cadence, live events patching what is shown) rather than through an endpoint's hooks.
 */
export const useDataDispatch = useDispatch.withTypes<DataDispatch>()
export const useDataSelector = useSelector.withTypes<DataState>()

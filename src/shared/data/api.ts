import { createApi } from '@reduxjs/toolkit/query/react'

import { transportBaseQuery } from './transportBaseQuery'

/**
 * The browser's one data layer (docs/architecture.md, "Data in the browser"): one RTK Query api, each feature
 * injecting its endpoints and tags (`api.enhanceEndpoints({ addTagTypes }).injectEndpoints(…)`). Every part
 * that shows data reads it afresh when it opens (cached data shows meanwhile), as the pages did before.
 */
export const api = createApi({
  reducerPath: 'data',
  baseQuery: transportBaseQuery,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({})
})

/** Tags a change invalidates only when it succeeded (a refused change leaves the lists as they are). */
export const onSuccess =
  <Tag>(tags: readonly Tag[]) =>
  (_result: unknown, error: unknown): Tag[] =>
    error ? [] : [...tags]

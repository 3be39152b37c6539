import type { BaseQueryFn } from '@reduxjs/toolkit/query/react'

import type { DataFailure, DataRequest, DataTransport } from './dataTransport'

/**
 * The data layer's one way to the network: the store's transport (its thunk argument, createDataStore) sends
 * the request with RTK Query's abort signal; a failure is the transport's `DataFailure`.
 */
export const transportBaseQuery: BaseQueryFn<DataRequest, unknown, DataFailure> = async (
  request,
  { signal, extra }
) => {
  const transport = extra as DataTransport
  try {
    return { data: await transport.request({ ...request, signal }) }
  } catch (error) {
    return { error: transport.failureOf(error) }
  }
}

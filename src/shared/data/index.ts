// The browser's data layer: one RTK Query api, endpoints injected per feature (docs/architecture.md).
export { api, onSuccess } from './api'
export { createDataStore } from './createDataStore'
export type { DataStore } from './createDataStore'
export { useDataDispatch, useDataSelector } from './dataHooks'
export type { DataDispatch, DataState } from './dataHooks'
export { failureOfData } from './dataTransport'
export type { DataFailure, DataRequest, DataTransport } from './dataTransport'
export { mergeBase } from './mergeBase'
export {
  downloadExport,
  IMPORT_POLL_MS,
  listDetailQuery,
  listExportCall,
  MAX_IMPORT_POLLS,
  outboundListUrl,
  useFollowImport
} from './outboundLists'

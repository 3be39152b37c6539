export { DirectorySearchService } from './DirectorySearchService'
export { getDirectoryServices, createDirectoryServices } from './directoryServices'
export type { DirectoryServices } from './directoryServices'
export { directorySearchQuerySchema, MIN_DIRECTORY_QUERY } from './directorySearchQuery'

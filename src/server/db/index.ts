export { getDatabase, closeDatabase, getCrossProcessBus } from './getDatabase'
export { publish, subscribe } from './crossProcess'
export type { CrossProcessHandler } from './crossProcessSubscriptions'
export type { CrossProcessPayload } from './createCrossProcessBus'
export { writeTransaction } from './writeTransaction'
export { processSingleton } from './processSingleton'
export { toSearchKey, containsPattern } from './searchKey'
export { readDatabaseConfig } from './databaseConfig'
export type { DatabaseConfig } from './databaseConfig'
export type { DatabaseHandle } from './DatabaseHandle'
export type {
  Database,
  UsersTable,
  RemovedUsersTable,
  PermissionsTable,
  PermissionRolesTable
} from './Database'

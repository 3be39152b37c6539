export { getDatabase, closeDatabase } from './getDatabase'
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

import { createDatabase } from './createDatabase'
import type { DatabaseConfig } from './databaseConfig'
import type { DatabaseHandle } from './DatabaseHandle'
import { migrateToLatest } from './migrateToLatest'

const MIGRATION_ATTEMPTS = 5

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/**
 * Opens the database and brings its schema up to date; nothing more (what the app puts in it at its start,
 * the emulator's organisations, is the app's business: src/server/deps/startApp.ts). Two processes may start
 * on one SQLite file at once (Kysely locks PostgreSQL migrations but cannot lock SQLite across processes):
 * the loser of that race fails on the migration table and simply tries again once the winner is done.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = createDatabase(config)
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await migrateToLatest(handle.db)
        break
      } catch (error) {
        if (attempt >= MIGRATION_ATTEMPTS) throw error
        await pause(100 * attempt)
      }
    }
    return handle
  } catch (error) {
    await handle.db.destroy()
    throw error
  }
}

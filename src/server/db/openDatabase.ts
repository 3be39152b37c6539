import { createDatabase } from './createDatabase'
import type { DatabaseConfig } from './databaseConfig'
import type { DatabaseHandle } from './DatabaseHandle'
import { migrateToLatest } from './migrateToLatest'
import { seedEmulatorOrganisations } from './seed/seedEmulatorOrganisations'

const MIGRATION_ATTEMPTS = 5

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/**
 * Opens the database, brings its schema up to date and, against the emulator, seeds the emulator's
 * organisations. Two processes may start on one SQLite file at once (Kysely locks PostgreSQL migrations but
 * cannot lock SQLite across processes): the loser of that race fails on the migration table and simply tries
 * again once the winner is done.
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
    if (config.seedEmulatorOrganisations) await seedEmulatorOrganisations(handle)
    return handle
  } catch (error) {
    await handle.db.destroy()
    throw error
  }
}

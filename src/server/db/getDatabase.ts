import { readDatabaseConfig } from './databaseConfig'
import type { DatabaseHandle } from './DatabaseHandle'
import { openDatabase } from './openDatabase'
import { processSingleton } from './processSingleton'

const opening = processSingleton<Promise<DatabaseHandle>>('database')

/**
 * The process's database, opened and migrated on first use. Concurrent first requests share one opening (so
 * the migrations run once); a failed opening is forgotten, so the next request tries again. The server's
 * code gets it through getServerDeps (src/server/deps), which also starts the app on it (the seed).
 */
export function getDatabase(): Promise<DatabaseHandle> {
  let handle = opening.get()
  if (!handle) {
    handle = openDatabase(readDatabaseConfig(process.env))
    opening.set(handle)
    handle.catch(() => {
      if (opening.get() === handle) opening.set(undefined)
    })
  }
  return handle
}

/** Closes the database; the next getDatabase() opens it again from the environment. For tests and scripts. */
export async function closeDatabase(): Promise<void> {
  const handle = opening.get()
  opening.set(undefined)
  if (handle) await (await handle.catch(() => undefined))?.db.destroy()
}

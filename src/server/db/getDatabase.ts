import type { CrossProcessBus } from './createCrossProcessBus'
import { createPostgresBus } from './createPostgresBus'
import { readDatabaseConfig } from './databaseConfig'
import type { DatabaseHandle } from './DatabaseHandle'
import { openDatabase } from './openDatabase'
import { processSingleton } from './processSingleton'

const opening = processSingleton<Promise<DatabaseHandle>>('database')
const bus = processSingleton<CrossProcessBus>('crossProcessBus')
// How a server that is not built from these modules (scripts/serve.mjs) closes the pool and the listening
// connection on shutdown: through the process's global, where every route bundle leaves the same function.
const closeOnShutdown = processSingleton<() => Promise<void>>('closeOnShutdown')

/**
 * The process's database, opened and migrated on first use. Concurrent first requests share one opening (so
 * the migrations run once); a failed opening is forgotten, so the next request tries again. The server's
 * code gets it through getServerDeps (src/server/deps), which also starts the app on it (the seed). On
 * PostgreSQL the process also listens to the other processes' messages (crossProcess) before the database is
 * handed out, so nothing is cached before it listens.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  let handle = opening.get()
  if (!handle) {
    const config = readDatabaseConfig(process.env)
    handle = openDatabase(config).then(async opened => {
      if (config.dialect === 'postgres') {
        const listening = createPostgresBus(config.url, opened.db)
        bus.set(listening)
        await listening.ready
      }
      return opened
    })
    opening.set(handle)
    closeOnShutdown.set(closeDatabase)
    handle.catch(() => {
      if (opening.get() === handle) opening.set(undefined)
    })
  }
  return handle
}

/** The process's cross-process bus: undefined on SQLite (one process) and before the database is open. */
export const getCrossProcessBus = (): CrossProcessBus | undefined => bus.get()

/**
 * Closes the database and the listening connection; the next getDatabase() opens them again from the
 * environment. For graceful shutdown, tests and scripts.
 */
export async function closeDatabase(): Promise<void> {
  const handle = opening.get()
  const listening = bus.get()
  opening.set(undefined)
  bus.set(undefined)
  await listening?.close()
  if (handle) await (await handle.catch(() => undefined))?.db.destroy()
}

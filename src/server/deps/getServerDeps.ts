import { getServerConfig } from '@/server/config/serverConfig'
import { getDatabase } from '@/server/db'
import type { ServerDeps } from './ServerDeps'
import { startApp } from './startApp'

/**
 * The process's deps: its database (opened, migrated and the app started on it at the first call), the
 * server's settings, and the real clock. Every server feature gets the database through here, never from
 * getDatabase() itself, so whichever request comes first, the app has started before it is answered.
 */
export async function getServerDeps(): Promise<ServerDeps> {
  const deps: ServerDeps = { handle: await getDatabase(), config: getServerConfig(), now: Date.now }
  await startApp(deps.handle, deps)
  return deps
}

import type { ServerConfig } from '@/server/config/serverConfig'
import { processSingleton, type DatabaseHandle } from '@/server/db'
import { seedEmulatorOrganisations } from '@/server/seed/seedEmulatorOrganisations'

// The database the app has started on, and that start: once per opened database and process (every route
// bundle shares it, see processSingleton); a database closed and opened again (tests) is started again.
const started = processSingleton<{ handle: DatabaseHandle; start: Promise<void> }>('appStart')

/**
 * What the app does once its database is open, before any request uses it: against the emulator, it seeds
 * the emulator's organisations (docs/data.md "Opening, migrations, seed"). Concurrent first requests share one
 * start; a failed start is forgotten, so the next request tries again.
 */
export function startApp(
  handle: DatabaseHandle,
  { config, now }: { config: ServerConfig; now: () => number }
): Promise<void> {
  const current = started.get()
  if (current?.handle === handle) return current.start
  const start = config.seedEmulatorOrganisations ? seedEmulatorOrganisations(handle, now) : Promise.resolve()
  const entry = { handle, start }
  started.set(entry)
  start.catch(() => {
    if (started.get() === entry) started.set(undefined)
  })
  return start
}

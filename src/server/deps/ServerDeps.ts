import type { ServerConfig } from '@/server/config/serverConfig'
import type { DatabaseHandle } from '@/server/db'

/**
 * What every server feature's services are built over (docs/architecture.md "Server services"): one feature's
 * `create<Feature>Services(deps)` wires its services from these, and `get<Feature>Services()` gives them over
 * the process's (getServerDeps). Tests build them over deps of their own.
 */
export interface ServerDeps {
  /** the process's database: open, migrated, and the app started on it (startApp) */
  handle: DatabaseHandle
  /** the server's settings, read from the environment */
  config: ServerConfig
  /** the server's clock (ms since the epoch): services read the time from it, never from Date */
  now: () => number
}

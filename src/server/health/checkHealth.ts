import { sql } from 'kysely'
import { getServerConfig } from '@/server/config/serverConfig'
import { getDatabase, processSingleton } from '@/server/db'
import { createPlatformProbe, type Reachability } from './createPlatformProbe'

/** GET /api/health's answer: no secret, no setting, only whether each part works. */
export interface Health {
  status: 'ok' | 'failing'
  process: 'up'
  database: Reachability
  platform: Reachability
}

/** how long the database and the platform may take to answer a health check */
export const HEALTH_TIMEOUT_MS = 2_000
/** how long the platform's answer is reused (a load balancer probes often; the platform has rate limits) */
export const PLATFORM_PROBE_REUSE_MS = 5_000

// One probe (and its reused answer) per process, shared by every route bundle.
const probeHolder = processSingleton<{ apiBaseUrl: string; probe: () => Promise<Reachability> }>(
  'platformProbe'
)

function platformProbe(): () => Promise<Reachability> {
  const { apiBaseUrl } = getServerConfig()
  let held = probeHolder.get()
  if (!held || held.apiBaseUrl !== apiBaseUrl) {
    held = {
      apiBaseUrl,
      probe: createPlatformProbe({
        apiBaseUrl,
        timeoutMs: HEALTH_TIMEOUT_MS,
        reuseMs: PLATFORM_PROBE_REUSE_MS
      })
    }
    probeHolder.set(held)
  }
  return held.probe
}

const withinTimeout = <T>(work: Promise<T>, timeoutMs: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/** Whether the database answers a query (opened and migrated on first use, as for any request). */
async function databaseReachability(): Promise<Reachability> {
  try {
    await withinTimeout(
      getDatabase().then(({ db }) => sql`select 1`.execute(db)),
      HEALTH_TIMEOUT_MS
    )
    return 'ok'
  } catch {
    return 'failing'
  }
}

/** The process is up (it answers); the database and the platform are asked at once. */
export async function checkHealth(): Promise<Health> {
  const [database, platform] = await Promise.all([databaseReachability(), platformProbe()()])
  return {
    status: database === 'ok' && platform === 'ok' ? 'ok' : 'failing',
    process: 'up',
    database,
    platform
  }
}

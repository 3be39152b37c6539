import { readPlatformConfig } from '@/shared/config/platformConfig'

/**
 * Server-only settings, read from the environment at run time (never inlined into a browser bundle).
 * See docs/auth-service.md and docs/logging.md for what each one does.
 */
export interface ServerConfig {
  /** the AppKey header value the auth service accepts (APP_KEY) */
  appKey: string
  /** Genesys Cloud's API host, or the emulator when no region is configured */
  apiBaseUrl: string
  /**
   * whether the app seeds the emulator's organisations at its start: only when it runs against the emulator
   * (no NEXT_PUBLIC_GENESYS_CLOUD_REGION)
   */
  seedEmulatorOrganisations: boolean
  /** how long one platform call may take (PLATFORM_TIMEOUT_MS) */
  platformTimeoutMs: number
  /** how long a successful validation is reused */
  validationCacheTtlMs: number
  /** how many validations are kept at most */
  validationCacheMaxEntries: number
  /**
   * how long a page of the users list, the organisation's counts and a signed-in person's row are reused
   * (USERS_LIST_CACHE_TTL_MS; 0 turns the caches off, e.g. to measure the database path). Every write this
   * process makes to the organisation empties its caches at once, so this bounds only how long another server
   * process's writes (several instances on one PostgreSQL) can go unseen.
   */
  usersListCacheTtlMs: number
  /** how long a person's campaign list is reused (caught up by changes checks) before it is read whole again */
  campaignListTtlMs: number
  /** how long the create and settings forms' choices are reused per person (CAMPAIGN_OPTIONS_TTL_MS) */
  campaignOptionsTtlMs: number
  /**
   * how long a campaign that is on may go without a call in progress before the overview marks it as not
   * dialing (CAMPAIGN_STALL_MS, default 10 s)
   */
  campaignStallMs: number
  /** Seq's base URL (SEQ_SERVER_URL); unset → browser logs go to the server console */
  seqServerUrl: string | undefined
  /** Seq API key (SEQ_API_KEY); unset → no X-Seq-ApiKey header at all */
  seqApiKey: string | undefined
  /**
   * how many reverse proxies of your own stand in front of the app (TRUSTED_PROXY_HOPS, default 0): the client
   * address the log relay limits is then read from X-Forwarded-For that many entries from the right
   */
  trustedProxyHops: number
}

export const DEFAULT_APP_KEY = 'campaignManager'
export const DEFAULT_PLATFORM_TIMEOUT_MS = 10_000
export const DEFAULT_USERS_LIST_CACHE_TTL_MS = 5_000
// The list is caught up by a one-call changes check (campaignSnapshot); reading it whole is the safety net.
export const DEFAULT_CAMPAIGN_LIST_TTL_MS = 30 * 60_000
export const DEFAULT_CAMPAIGN_OPTIONS_TTL_MS = 5 * 60_000
// Silence is no call outstanding and no line in use (placesCalls), not a pause between two calls: a supervisor
// is told within seconds, and a campaign that dials again in the meantime is never marked.
export const DEFAULT_CAMPAIGN_STALL_MS = 10_000

const text = (value: string | undefined) => value?.trim() || undefined

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(text(value))
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

// 0 is allowed where it turns a cache off.
function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(text(value) ?? Number.NaN)
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const platform = readPlatformConfig(env)
  return {
    appKey: text(env.APP_KEY) ?? DEFAULT_APP_KEY,
    apiBaseUrl: platform.apiBaseUrl,
    seedEmulatorOrganisations: !platform.region,
    platformTimeoutMs: positiveInt(env.PLATFORM_TIMEOUT_MS, DEFAULT_PLATFORM_TIMEOUT_MS),
    validationCacheTtlMs: 60_000,
    validationCacheMaxEntries: 1000,
    usersListCacheTtlMs: nonNegativeInt(env.USERS_LIST_CACHE_TTL_MS, DEFAULT_USERS_LIST_CACHE_TTL_MS),
    campaignListTtlMs: nonNegativeInt(env.CAMPAIGN_LIST_TTL_MS, DEFAULT_CAMPAIGN_LIST_TTL_MS),
    campaignOptionsTtlMs: nonNegativeInt(env.CAMPAIGN_OPTIONS_TTL_MS, DEFAULT_CAMPAIGN_OPTIONS_TTL_MS),
    campaignStallMs: nonNegativeInt(env.CAMPAIGN_STALL_MS, DEFAULT_CAMPAIGN_STALL_MS),
    seqServerUrl: text(env.SEQ_SERVER_URL),
    seqApiKey: text(env.SEQ_API_KEY),
    trustedProxyHops: nonNegativeInt(env.TRUSTED_PROXY_HOPS, 0)
  }
}

/** Read on each call so tests (and a restarted dev server) see the current environment. */
export const getServerConfig = (): ServerConfig => readServerConfig(process.env)

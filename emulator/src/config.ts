import { z } from 'zod'

import { resolveRealism, type RealismSettings } from './realism'

/** Milliseconds since the epoch; injectable so tests can move time forward instead of waiting. */
export type Clock = () => number

export interface EmulatorOptions {
  /** 0 picks a free port (what tests want); default 4010 */
  port?: number
  /** listen address; default 127.0.0.1 so the emulator is never reachable from outside the machine */
  host?: string
  /** the one registered OAuth client */
  clientId?: string
  /** app origins: each registers `${origin}/pages/campaign-manager/` as a redirect URI and is allowed by CORS */
  appOrigins?: string[]
  tokenTtlSeconds?: number
  /** per token, on /api/v2 only; 0 turns rate limiting off */
  rateLimitPerMinute?: number
  /** true = no request log */
  quiet?: boolean
  /** where request log lines go (default console.log) */
  log?: (line: string) => void
  now?: Clock
  /** how fast an `on` campaign calls its contacts, per campaign and second of clock time; default 2 */
  contactsPerSecond?: number
  /** how long a stopped campaign stays `stopping` before it is `off`; default 2000 */
  stoppingMs?: number
  /**
   * every answer, request and event checked against the official SDK's models (a dev dependency), see
   * `GET /__emulator/model-check`; default: on when GENESYS_EMULATOR_CHECK_MODELS=1 (every test run sets it)
   */
  checkModels?: boolean
  /** the platform's delays and eventual consistency (realism.ts); default off, GENESYS_EMULATOR_REALISM=1 */
  realism?: boolean | Partial<RealismSettings>
}

export interface ResolvedOptions {
  port: number
  host: string
  clientId: string
  appOrigins: string[]
  tokenTtlSeconds: number
  rateLimitPerMinute: number
  quiet: boolean
  log: (line: string) => void
  now: Clock
  contactsPerSecond: number
  stoppingMs: number
  checkModels: boolean
  /** null: everything at once */
  realism: RealismSettings | null
}

export const DEFAULT_PORT = 4010
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_CLIENT_ID = 'campaign-manager-demo'
export const DEFAULT_APP_ORIGINS = ['http://localhost:3000']
export const DEFAULT_TOKEN_TTL_SECONDS = 86400
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 300
export const DEFAULT_CONTACTS_PER_SECOND = 2
export const DEFAULT_STOPPING_MS = 2000

/** The app's OAuth callback page; the platform only redirects to URIs registered exactly like this. */
export const redirectUriFor = (origin: string) => `${origin}/pages/campaign-manager/`

/** Reduces "http://localhost:3000/" to "http://localhost:3000"; rejects anything that is not an http(s) origin. */
export function normalizeOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`"${value}" is not a valid origin (expected e.g. http://localhost:3000)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${value}" is not an http(s) origin`)
  }
  return url.origin
}

export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  const appOrigins = (options.appOrigins ?? DEFAULT_APP_ORIGINS).map(normalizeOrigin)
  if (appOrigins.length === 0) throw new Error('At least one app origin is required')
  return {
    port: options.port ?? DEFAULT_PORT,
    host: options.host ?? DEFAULT_HOST,
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    appOrigins: [...new Set(appOrigins)],
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    quiet: options.quiet ?? false,
    log: options.log ?? (line => console.log(line)),
    now: options.now ?? Date.now,
    contactsPerSecond: options.contactsPerSecond ?? DEFAULT_CONTACTS_PER_SECOND,
    stoppingMs: options.stoppingMs ?? DEFAULT_STOPPING_MS,
    // Read here, not only from readOptionsFromEnv: a test harness turns it on for every emulator its tests start.
    checkModels: options.checkModels ?? process.env.GENESYS_EMULATOR_CHECK_MODELS === '1',
    realism: resolveRealism(options.realism)
  }
}

const optionalText = z
  .string()
  .optional()
  .transform(value => (value?.trim() ? value.trim() : undefined))

const optionalInt = (name: string, min: number, max: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional()
  )

// Pace may be fractional (0.5 = one contact every two seconds), so this one is not a whole number.
const optionalNumber = (name: string, min: number, max: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/, `${name} must be a number such as 2 or 0.5`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional()
  )

const envSchema = z.object({
  GENESYS_EMULATOR_PORT: optionalInt('GENESYS_EMULATOR_PORT', 0, 65535),
  GENESYS_EMULATOR_HOST: optionalText,
  GENESYS_EMULATOR_CLIENT_ID: optionalText,
  GENESYS_EMULATOR_APP_ORIGINS: optionalText,
  GENESYS_EMULATOR_TOKEN_TTL_SECONDS: optionalInt('GENESYS_EMULATOR_TOKEN_TTL_SECONDS', 1, 10 * 365 * 86400),
  GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE: optionalInt('GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE', 0, 1_000_000),
  GENESYS_EMULATOR_QUIET: optionalText,
  GENESYS_EMULATOR_CONTACTS_PER_SECOND: optionalNumber('GENESYS_EMULATOR_CONTACTS_PER_SECOND', 0, 100_000),
  GENESYS_EMULATOR_STOPPING_MS: optionalInt('GENESYS_EMULATOR_STOPPING_MS', 0, 600_000),
  GENESYS_EMULATOR_REALISM: optionalText
})

/** Reads the GENESYS_EMULATOR_* variables; throws one readable message listing every bad value. */
export function readOptionsFromEnv(env: Record<string, string | undefined>): EmulatorOptions {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map(issue => issue.message).join('; '))
  }
  const values = parsed.data
  return {
    port: values.GENESYS_EMULATOR_PORT,
    host: values.GENESYS_EMULATOR_HOST,
    clientId: values.GENESYS_EMULATOR_CLIENT_ID,
    appOrigins: values.GENESYS_EMULATOR_APP_ORIGINS?.split(',')
      .map(origin => origin.trim())
      .filter(Boolean),
    tokenTtlSeconds: values.GENESYS_EMULATOR_TOKEN_TTL_SECONDS,
    rateLimitPerMinute: values.GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE,
    quiet: values.GENESYS_EMULATOR_QUIET === '1' || values.GENESYS_EMULATOR_QUIET === 'true',
    contactsPerSecond: values.GENESYS_EMULATOR_CONTACTS_PER_SECOND,
    stoppingMs: values.GENESYS_EMULATOR_STOPPING_MS,
    realism: values.GENESYS_EMULATOR_REALISM === '1' || values.GENESYS_EMULATOR_REALISM === 'true'
  }
}

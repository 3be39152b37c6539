import { createEmulator, type Emulator } from '../../../../emulator/src/createEmulator'
import * as catchAllRoute from '@/pages/api/[[...path]]'
import * as permissionsRoute from '@/pages/api/apps/permissions/data'
import * as addUserRoute from '@/pages/api/apps/users/add-user'
import * as changeRoleRoute from '@/pages/api/apps/users/change-role'
import * as deleteRoute from '@/pages/api/apps/users/delete'
import * as listRoute from '@/pages/api/apps/users/list'
import * as settingsRoute from '@/pages/api/apps/users/settings'
import * as logoutRoute from '@/pages/api/auth/Logout'
import * as validateRoute from '@/pages/api/auth/Validate'
import * as idRoute from '@/pages/api/campaigns/[id]'
import * as actionsRoute from '@/pages/api/campaigns/actions'
import * as campaignsRoute from '@/pages/api/campaigns/index'
import * as optionsRoute from '@/pages/api/campaigns/options'
import * as logsRoute from '@/pages/api/logs'
import { resetTokenValidator } from '@/server/auth'
import { resetCampaignState, setCampaignClock } from '@/server/campaigns'
import { closeDatabase, getDatabase, processSingleton } from '@/server/db'
import { seedEmulatorOrganisations } from '@/server/seed/seedEmulatorOrganisations'
import { resetRateLimits } from '@/server/rateLimit'
import {
  applyEnv,
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind
} from '../../../support/dbTestDatabase'
import { issueToken, resetEmulator } from '../../../support/emulatorControl'
import { serveRoutePatterns, type RoutePattern } from '../../../support/serveNextApiRoute'

export const DEMO_ORG = 'a0000000-0000-4000-8000-000000000001'
export const AVERY = 'avery.admin@democc.example'
export const SAM = 'sam.supervisor@democc.example'
export const VIC = 'vic.viewer@democc.example'

/** The emulator's and the campaigns' clock: tests move it instead of waiting. */
export const START = Date.parse('2026-04-01T09:00:00.000Z')

export interface Answer<T = Record<string, unknown>> {
  status: number
  headers: Headers
  text: string
  /** the body as JSON (undefined when it is not JSON) */
  json: T
}

export interface RequestOptions {
  /** sent as Authorization, bare */
  token?: string
  /** a JSON body (serialised), or a raw string sent as it is */
  body?: unknown
  headers?: Record<string, string>
}

export interface HardeningFixture {
  kind: TestDatabaseKind
  emulator: Emulator
  /** the server's address, e.g. http://127.0.0.1:54321 */
  url: string
  clock: { now(): number; advance(ms: number): void }
  /** a new token for a seeded platform user (`expiresInSeconds` by the emulator's clock) */
  issueToken(email: string, expiresInSeconds?: number): Promise<string>
  /** a new token, signed in (Validate answered 200, so its validation is cached) */
  signIn(email: string): Promise<string>
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions
  ): Promise<Answer<T>>
  /** the emulator's platform-call counts since the last resetCalls() */
  calls(): Promise<{ total: number; byRoute: Record<string, number> }>
  resetCalls(): Promise<void>
  control(path: string, body?: unknown, method?: string): Promise<unknown>
  /** back to the seed: emulator, users and audit, refused tokens, limits, the server's caches, the clock */
  reset(): Promise<void>
}

const ROUTES: RoutePattern[] = [
  { pattern: /^\/api\/auth\/Validate$/, route: validateRoute, page: '/api/auth/Validate' },
  { pattern: /^\/api\/auth\/Logout$/, route: logoutRoute, page: '/api/auth/Logout' },
  { pattern: /^\/api\/logs$/, route: logsRoute, page: '/api/logs' },
  { pattern: /^\/apps\/users\/list$/, route: listRoute, page: '/api/apps/users/list' },
  { pattern: /^\/apps\/users\/add-user$/, route: addUserRoute, page: '/api/apps/users/add-user' },
  { pattern: /^\/apps\/users\/delete$/, route: deleteRoute, page: '/api/apps/users/delete' },
  { pattern: /^\/apps\/users\/change-role$/, route: changeRoleRoute, page: '/api/apps/users/change-role' },
  { pattern: /^\/apps\/users\/settings$/, route: settingsRoute, page: '/api/apps/users/settings' },
  { pattern: /^\/apps\/permissions\/data$/, route: permissionsRoute, page: '/api/apps/permissions/data' },
  { pattern: /^\/api\/campaigns$/, route: campaignsRoute, page: '/api/campaigns' },
  { pattern: /^\/api\/campaigns\/options$/, route: optionsRoute, page: '/api/campaigns/options' },
  { pattern: /^\/api\/campaigns\/actions$/, route: actionsRoute, page: '/api/campaigns/actions' },
  { pattern: /^\/api\/campaigns\/(?<id>[^/]+)$/, route: idRoute, page: '/api/campaigns/[id]' },
  // what `next start` does with every other /api/* path, and with /apps/* through the rewrite to /api/apps/*
  { pattern: /^\/(?:api|apps)(?:\/.*)?$/, route: catchAllRoute, page: '/api/[[...path]]' }
]

/**
 * Every API route of the app on one port over real HTTP (Next's own API resolver), against an in-process
 * emulator on a clock the test moves and a fresh database of the given kind: what an outsider, a demo user
 * or a flood meets. Call at the top of a describe block; the getter works inside tests.
 */
export function useHardeningFixture(
  kind: TestDatabaseKind,
  env: Record<string, string | undefined> = {}
): () => HardeningFixture {
  let fixture: HardeningFixture | undefined
  let database: TestDatabase
  let emulator: Emulator
  let served: { url: string; close(): Promise<void> } | undefined
  let time = START

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await closeDatabase()
    applyEnv({
      ...database.env,
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined,
      APP_KEY: undefined,
      CAMPAIGN_LIST_TTL_MS: undefined,
      PLATFORM_TIMEOUT_MS: undefined,
      SEQ_SERVER_URL: undefined,
      SEQ_API_KEY: undefined,
      TRUSTED_PROXY_HOPS: undefined,
      ...env
    })
    const now = () => time
    emulator = await createEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0, now })
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = emulator.url
    resetTokenValidator()
    resetCampaignState()
    setCampaignClock(now)
    served = await serveRoutePatterns(ROUTES)
    const base = served.url

    const control = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
      const response = await fetch(`${emulator.url}/__emulator/${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      if (!response.ok)
        throw new Error(`emulator ${path} answered ${response.status}: ${await response.text()}`)
      return response.json() as Promise<unknown>
    }

    const request = async <T>(
      method: string,
      path: string,
      { token, body, headers = {} }: RequestOptions = {}
    ) => {
      const sent: Record<string, string> = { ...headers }
      if (token) sent.Authorization = token
      const init: RequestInit = { method, headers: sent }
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body)
        if (!Object.keys(sent).some(name => name.toLowerCase() === 'content-type'))
          sent['Content-Type'] = 'application/json'
      }
      const response = await fetch(`${base}${path}`, init)
      const text = await response.text()
      let json: unknown
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        json = undefined
      }
      return { status: response.status, headers: response.headers, text, json: json as T }
    }

    fixture = {
      kind,
      emulator,
      url: base,
      clock: { now, advance: ms => void (time += ms) },
      issueToken: (email, expiresInSeconds) => issueToken(emulator.url, email, expiresInSeconds),
      async signIn(email) {
        const token = await issueToken(emulator.url, email)
        const signIn = await request('GET', '/api/auth/Validate', {
          token,
          headers: { AppKey: 'campaignManager' }
        })
        if (signIn.status !== 200) throw new Error(`Validate answered ${signIn.status}: ${signIn.text}`)
        return token
      },
      request,
      calls: () => control('calls') as Promise<{ total: number; byRoute: Record<string, number> }>,
      resetCalls: async () => void (await control('calls', undefined, 'DELETE')),
      control,
      async reset() {
        time = START
        await resetEmulator(emulator.url)
        resetTokenValidator()
        resetCampaignState()
        const handle = await getDatabase()
        for (const table of [
          'audit_trail',
          'campaign_progress_samples',
          'users',
          'removed_users',
          'refused_tokens',
          'organisation_settings',
          'user_audit'
        ] as const)
          await handle.db.deleteFrom(table).execute()
        await resetRateLimits()
        await seedEmulatorOrganisations(handle, Date.now)
        processSingleton('usersListCaches').set(undefined)
        await control('calls', undefined, 'DELETE')
      }
    }
  })

  afterAll(async () => {
    await served?.close()
    await emulator?.close()
    await closeDatabase()
    await database?.drop()
    setCampaignClock(undefined)
    resetCampaignState()
    resetTokenValidator()
    delete process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL
    applyEnv({
      DATABASE_URL: undefined,
      DATABASE_FILE: undefined,
      ...Object.fromEntries(Object.keys(env).map(name => [name, undefined]))
    })
  })

  return () => {
    if (!fixture) throw new Error('the hardening fixture is not ready (use it inside a test)')
    return fixture
  }
}

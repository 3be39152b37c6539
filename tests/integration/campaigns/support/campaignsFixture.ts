import type { EmulatorOptions } from '../../../../emulator/src/config'
import { createEmulator, type Emulator } from '../../../../emulator/src/createEmulator'
import * as pageAccessRoute from '@/pages/api/access/pages'
import * as validateRoute from '@/pages/api/auth/Validate'
import * as idRoute from '@/pages/api/campaigns/[id]'
import * as actionsRoute from '@/pages/api/campaigns/actions'
import * as livePerformanceRoute from '@/pages/api/campaigns/performance'
import * as indexRoute from '@/pages/api/campaigns/index'
import * as optionsRoute from '@/pages/api/campaigns/options'
import * as contactListsRoute from '@/pages/api/contact-lists/index'
import * as contactListRoute from '@/pages/api/contact-lists/[id]/index'
import * as contactsRoute from '@/pages/api/contact-lists/[id]/contacts'
import * as exportRoute from '@/pages/api/contact-lists/[id]/export'
import * as dncNumbersRoute from '@/pages/api/contact-lists/[id]/dnc-numbers'
import * as dncListsRoute from '@/pages/api/dnc-lists/index'
import * as dncListRoute from '@/pages/api/dnc-lists/[id]/index'
import * as dncListNumbersRoute from '@/pages/api/dnc-lists/[id]/numbers'
import * as dncListExportRoute from '@/pages/api/dnc-lists/[id]/export'
import * as schedulesRoute from '@/pages/api/schedules/index'
import * as campaignScheduleRoute from '@/pages/api/campaigns/[id]/schedule'
import * as callableTimeSetsRoute from '@/pages/api/callable-time-sets/index'
import * as callableTimeSetRoute from '@/pages/api/callable-time-sets/[id]/index'
import * as sequencesRoute from '@/pages/api/sequences/index'
import * as sequenceRoute from '@/pages/api/sequences/[id]/index'
import * as sequenceStatusRoute from '@/pages/api/sequences/[id]/status'
import * as sequenceScheduleRoute from '@/pages/api/sequences/[id]/schedule'
import type { Role } from '@/shared/acl'
import { resetTokenValidator } from '@/server/auth'
import { resetCampaignState, setCampaignClock } from '@/server/campaigns'
import { closeDatabase, getDatabase, processSingleton } from '@/server/db'
import { seedEmulatorOrganisations } from '@/server/seed/seedEmulatorOrganisations'
import {
  applyEnv,
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind
} from '../../../support/dbTestDatabase'
import { issueToken, resetEmulator } from '../../../support/emulatorControl'
import { serveRoutePatterns, type RoutePattern } from '../../../support/serveNextApiRoute'

export const DEMO_ORG = 'a0000000-0000-4000-8000-000000000001'
export const NORTHWIND_ORG = 'a0000000-0000-4000-8000-000000000002'
export const AVERY = 'avery.admin@democc.example'
export const SAM = 'sam.supervisor@democc.example'
export const VIC = 'vic.viewer@democc.example'
export const NINA = 'nina.north@northwind.example'

/** The emulator's and the server's clock: tests move it instead of waiting. */
export const START = Date.parse('2026-04-01T09:00:00.000Z')

export interface Answer<T = Record<string, unknown>> {
  status: number
  headers: Headers
  /** the body as JSON (undefined when it is not) */
  json: T
  /** the body as it came (a CSV export) */
  text: string
}

export interface CallCounts {
  total: number
  byRoute: Record<string, number>
}

/** A campaign's entry of the audit trail, its columns named as the campaigns' audit had them. */
export interface CampaignAuditRow {
  id: string
  org_id: string
  campaign_id: string
  campaign_name: string | null
  action: string
  outcome: 'succeeded' | 'failed'
  detail: string | null
  actor_user_id: string
  actor_name: string
  actor_email: string
  created_at: string
}

export interface CampaignsFixture {
  kind: TestDatabaseKind
  emulator: Emulator
  clock: { now(): number; advance(ms: number): void }
  /** a token for a seeded platform user (cached for the suite; the first use signs them in) */
  tokenFor(email: string): Promise<string>
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> }
  ): Promise<Answer<T>>
  /** the emulator's platform-call counts since the last resetCalls() */
  calls(): Promise<CallCounts>
  resetCalls(): Promise<void>
  control(path: string, body?: unknown, method?: string): Promise<unknown>
  /** the person's role in the app's users list (they must have signed in) */
  setRole(orgId: string, email: string, role: Role): Promise<void>
  /** the campaigns' entries of the audit trail, as the campaigns' audit names them (`campaign_…`) */
  audit(): Promise<CampaignAuditRow[]>
  /** back to the seed: emulator, users, audit, samples, the server's snapshots and caches, the clock */
  reset(): Promise<void>
}

const ROUTES: RoutePattern[] = [
  { pattern: /^\/api\/campaigns$/, route: indexRoute, page: '/api/campaigns' },
  { pattern: /^\/api\/campaigns\/options$/, route: optionsRoute, page: '/api/campaigns/options' },
  { pattern: /^\/api\/campaigns\/actions$/, route: actionsRoute, page: '/api/campaigns/actions' },
  {
    pattern: /^\/api\/campaigns\/performance$/,
    route: livePerformanceRoute,
    page: '/api/campaigns/performance'
  },
  { pattern: /^\/api\/campaigns\/(?<id>[^/]+)$/, route: idRoute, page: '/api/campaigns/[id]' },
  { pattern: /^\/api\/contact-lists$/, route: contactListsRoute, page: '/api/contact-lists' },
  {
    pattern: /^\/api\/contact-lists\/(?<id>[^/]+)$/,
    route: contactListRoute,
    page: '/api/contact-lists/[id]'
  },
  {
    pattern: /^\/api\/contact-lists\/(?<id>[^/]+)\/contacts$/,
    route: contactsRoute,
    page: '/api/contact-lists/[id]/contacts'
  },
  {
    pattern: /^\/api\/contact-lists\/(?<id>[^/]+)\/export$/,
    route: exportRoute,
    page: '/api/contact-lists/[id]/export'
  },
  {
    pattern: /^\/api\/contact-lists\/(?<id>[^/]+)\/dnc-numbers$/,
    route: dncNumbersRoute,
    page: '/api/contact-lists/[id]/dnc-numbers'
  },
  { pattern: /^\/api\/dnc-lists$/, route: dncListsRoute, page: '/api/dnc-lists' },
  { pattern: /^\/api\/dnc-lists\/(?<id>[^/]+)$/, route: dncListRoute, page: '/api/dnc-lists/[id]' },
  {
    pattern: /^\/api\/dnc-lists\/(?<id>[^/]+)\/numbers$/,
    route: dncListNumbersRoute,
    page: '/api/dnc-lists/[id]/numbers'
  },
  {
    pattern: /^\/api\/dnc-lists\/(?<id>[^/]+)\/export$/,
    route: dncListExportRoute,
    page: '/api/dnc-lists/[id]/export'
  },
  { pattern: /^\/api\/schedules$/, route: schedulesRoute, page: '/api/schedules' },
  {
    pattern: /^\/api\/campaigns\/(?<id>[^/]+)\/schedule$/,
    route: campaignScheduleRoute,
    page: '/api/campaigns/[id]/schedule'
  },
  { pattern: /^\/api\/callable-time-sets$/, route: callableTimeSetsRoute, page: '/api/callable-time-sets' },
  {
    pattern: /^\/api\/callable-time-sets\/(?<id>[^/]+)$/,
    route: callableTimeSetRoute,
    page: '/api/callable-time-sets/[id]'
  },
  { pattern: /^\/api\/sequences$/, route: sequencesRoute, page: '/api/sequences' },
  { pattern: /^\/api\/sequences\/(?<id>[^/]+)$/, route: sequenceRoute, page: '/api/sequences/[id]' },
  {
    pattern: /^\/api\/sequences\/(?<id>[^/]+)\/status$/,
    route: sequenceStatusRoute,
    page: '/api/sequences/[id]/status'
  },
  {
    pattern: /^\/api\/sequences\/(?<id>[^/]+)\/schedule$/,
    route: sequenceScheduleRoute,
    page: '/api/sequences/[id]/schedule'
  },
  { pattern: /^\/api\/access\/pages$/, route: pageAccessRoute, page: '/api/access/pages' },
  { pattern: /^\/api\/auth\/Validate$/, route: validateRoute, page: '/api/auth/Validate' }
]

/**
 * The campaigns API over real HTTP against an in-process emulator (on a clock the test moves) and a fresh
 * database of the given kind. Call at the top of a describe block; the getter works inside tests.
 */
export function useCampaignsFixture(
  kind: TestDatabaseKind,
  /** more of the emulator's options (its realism mode…) */
  emulatorOptions: Pick<EmulatorOptions, 'realism'> = {}
): () => CampaignsFixture {
  let fixture: CampaignsFixture | undefined
  let database: TestDatabase
  let emulator: Emulator
  let served: { url: string; close(): Promise<void> } | undefined
  let time = START
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await closeDatabase()
    applyEnv({
      ...database.env,
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined,
      APP_KEY: undefined,
      CAMPAIGN_LIST_TTL_MS: undefined,
      CAMPAIGN_OPTIONS_TTL_MS: undefined,
      PLATFORM_TIMEOUT_MS: undefined
    })
    const now = () => time
    emulator = await createEmulator({ ...emulatorOptions, port: 0, quiet: true, rateLimitPerMinute: 0, now })
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

    fixture = {
      kind,
      emulator,
      clock: { now, advance: ms => void (time += ms) },
      async tokenFor(email) {
        let token = tokens.get(email)
        if (!token) {
          token = await issueToken(emulator.url, email)
          tokens.set(email, token)
          const signIn = await fetch(`${base}/api/auth/Validate`, {
            headers: { AppKey: 'campaignManager', Authorization: token }
          })
          await signIn.arrayBuffer()
        }
        return token
      },
      async request(method, path, { token, body, headers = {} } = {}) {
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
        return { status: response.status, headers: response.headers, json: json as never, text }
      },
      calls: () => control('calls') as Promise<CallCounts>,
      resetCalls: async () => void (await control('calls', undefined, 'DELETE')),
      control,
      async setRole(orgId, email, role) {
        const { db } = await getDatabase()
        await db
          .updateTable('users')
          .set({ role })
          .where('org_id', '=', orgId)
          .where('email_key', '=', email)
          .execute()
        // the users service caches rows per organisation: forget them with the change made behind its back
        processSingleton('usersListCaches').set(undefined)
      },
      async audit() {
        const { db } = await getDatabase()
        return db
          .selectFrom('audit_trail')
          .select([
            'id',
            'org_id',
            'object_id as campaign_id',
            'object_name as campaign_name',
            'action',
            'outcome',
            'detail',
            'actor_user_id',
            'actor_name',
            'actor_email',
            'created_at'
          ])
          .where('object_kind', '=', 'campaign')
          .orderBy('created_at')
          .orderBy('object_id')
          .execute()
      },
      async reset() {
        time = START
        await resetEmulator(emulator.url)
        tokens.clear()
        resetTokenValidator()
        resetCampaignState()
        const handle = await getDatabase()
        await handle.db.deleteFrom('audit_trail').execute()
        await handle.db.deleteFrom('campaign_progress_samples').execute()
        await handle.db.deleteFrom('campaign_performance_samples').execute()
        await handle.db.deleteFrom('users').execute()
        await handle.db.deleteFrom('removed_users').execute()
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
    delete process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL
    applyEnv({ DATABASE_URL: undefined, DATABASE_FILE: undefined })
  })

  return () => {
    if (!fixture) throw new Error('the campaigns fixture is not ready (use it inside a test)')
    return fixture
  }
}

/** The number of platform calls of one route (`POST /api/v2/outbound/campaigns/progress`). */
export const callsOf = (counts: CallCounts, route: string): number => counts.byRoute[route] ?? 0

export const LIST_ROUTE = 'GET /api/v2/outbound/campaigns'
export const PROGRESS_ROUTE = 'POST /api/v2/outbound/campaigns/progress'
export const PERFORMANCE_ROUTE = 'POST /api/v2/outbound/campaigns/performance/query'
export const ABANDONS_ROUTE = 'POST /api/v2/analytics/conversations/aggregates/query'

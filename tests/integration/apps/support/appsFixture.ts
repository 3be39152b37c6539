import { createEmulator, type Emulator } from '../../../../emulator/src/createEmulator'
import * as logoutRoute from '@/pages/api/auth/Logout'
import * as validateRoute from '@/pages/api/auth/Validate'
import * as permissionsRoute from '@/pages/api/apps/permissions/data'
import * as addUserRoute from '@/pages/api/apps/users/add-user'
import * as deleteRoute from '@/pages/api/apps/users/delete'
import * as directoryRoute from '@/pages/api/apps/users/directory'
import * as changeRoleRoute from '@/pages/api/apps/users/change-role'
import * as listRoute from '@/pages/api/apps/users/list'
import { resetTokenValidator } from '@/server/auth'
import { closeDatabase, getDatabase, processSingleton, type UsersTable } from '@/server/db'
import { seedEmulatorOrganisations } from '@/server/seed/seedEmulatorOrganisations'
import { issueToken } from '../../../support/emulatorControl'
import {
  applyEnv,
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind
} from '../../../support/dbTestDatabase'
import { serveApiRoutes, type ServedApiRoute } from '../../../support/serveNextApiRoute'

export const DEMO_ORG = 'a0000000-0000-4000-8000-000000000001'
export const NORTHWIND_ORG = 'a0000000-0000-4000-8000-000000000002'
export const AVERY = 'avery.admin@democc.example'
export const SAM = 'sam.supervisor@democc.example'
export const VIC = 'vic.viewer@democc.example'
export const NINA = 'nina.north@northwind.example'

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** the body as JSON, when it is JSON */
  json: Record<string, unknown> | undefined
}

export interface RequestOptions {
  /** the platform token, sent as Authorization (bare unless `scheme` is given) */
  token?: string
  scheme?: string
  /** a JSON body (serialised), or a raw string or bytes sent as they are */
  body?: unknown
  headers?: Record<string, string>
}

export interface AppsFixture {
  kind: TestDatabaseKind
  emulator: Emulator
  /** the emulator's request log ("GET /api/v2/users/me 200 1ms"…), from the suite's start */
  platformRequests: string[]
  /**
   * A token for a seeded platform user, signed in (Validate called once, as the browser does), so the
   * sign-in's own record (platform id, pending → active) is in place before a test snapshots the data.
   */
  tokenFor(email: string): Promise<string>
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>
  /** the users table, every organisation, in a stable order: to prove a refused call changed nothing */
  snapshot(): Promise<UsersTable[]>
  findUser(orgId: string, email: string): Promise<UsersTable | undefined>
  /** back to the seed: the emulator organisations' people and catalogues only */
  reset(): Promise<void>
}

const ROUTES = {
  '/apps/users/list': listRoute,
  '/apps/users/add-user': addUserRoute,
  '/apps/users/delete': deleteRoute,
  '/apps/users/change-role': changeRoleRoute,
  '/apps/users/directory': directoryRoute,
  '/apps/permissions/data': permissionsRoute,
  '/api/auth/Validate': validateRoute,
  '/api/auth/Logout': logoutRoute
} as const

/**
 * The /apps API over real HTTP (each route through Next's own API resolver, as `next start` serves it)
 * against a running emulator and a fresh database of the given kind. Call at the top of a describe block;
 * the returned getter works inside tests.
 */
export function useAppsFixture(kind: TestDatabaseKind): () => AppsFixture {
  let fixture: AppsFixture | undefined
  let database: TestDatabase
  let emulator: Emulator
  let served: ServedApiRoute | undefined
  const urls = new Map<string, string>()
  const tokens = new Map<string, string>()
  const platformRequests: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await closeDatabase()
    applyEnv({ ...database.env, NEXT_PUBLIC_GENESYS_CLOUD_REGION: undefined, APP_KEY: undefined })
    emulator = await createEmulator({
      port: 0,
      rateLimitPerMinute: 0,
      log: line => void platformRequests.push(line)
    })
    process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL = emulator.url
    resetTokenValidator()
    served = await serveApiRoutes(ROUTES)
    for (const path of Object.keys(ROUTES)) urls.set(path, `${served.url}${path}`)

    fixture = {
      kind,
      emulator,
      platformRequests,
      async tokenFor(email) {
        let token = tokens.get(email)
        if (!token) {
          token = await issueToken(emulator.url, email)
          tokens.set(email, token)
        }
        const signIn = await fetch(urls.get('/api/auth/Validate') ?? '', {
          headers: { AppKey: 'campaignManager', Authorization: token }
        })
        await signIn.arrayBuffer()
        return token
      },
      async request(method, path, { token, scheme, body, headers = {} } = {}) {
        const [route, query = ''] = path.split('?')
        const url = urls.get(route ?? '')
        if (!url) throw new Error(`no route ${route}`)
        const init: RequestInit = { method, headers: { ...headers } }
        const sent = init.headers as Record<string, string>
        if (token) sent.Authorization = scheme ? `${scheme} ${token}` : token
        if (body !== undefined) {
          init.body =
            body instanceof Uint8Array
              ? new Blob([body as BlobPart])
              : typeof body === 'string'
                ? body
                : JSON.stringify(body)
          if (!Object.keys(sent).some(name => name.toLowerCase() === 'content-type'))
            sent['Content-Type'] = 'application/json'
        }
        const response = await fetch(query ? `${url}?${query}` : url, init)
        const text = await response.text()
        let json: Record<string, unknown> | undefined
        try {
          json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
        } catch {
          json = undefined
        }
        return { status: response.status, headers: response.headers, text, json }
      },
      async snapshot() {
        const { db } = await getDatabase()
        return db.selectFrom('users').selectAll().orderBy('org_id').orderBy('email_key').execute()
      },
      async findUser(orgId, email) {
        const { db } = await getDatabase()
        return db
          .selectFrom('users')
          .selectAll()
          .where('org_id', '=', orgId)
          .where('email_key', '=', email.toLowerCase())
          .executeTakeFirst()
      },
      async reset() {
        const handle = await getDatabase()
        await handle.db.deleteFrom('users').execute()
        await handle.db.deleteFrom('removed_users').execute()
        await seedEmulatorOrganisations(handle, Date.now)
        // the users list's pages and counts are cached per organisation: forget them with the data
        processSingleton('usersListCaches').set(undefined)
      }
    }
  })

  afterAll(async () => {
    await served?.close()
    await emulator?.close()
    await closeDatabase()
    await database?.drop()
    delete process.env.NEXT_PUBLIC_GENESYS_EMULATOR_URL
    applyEnv({ DATABASE_URL: undefined, DATABASE_FILE: undefined })
  })

  return () => {
    if (!fixture) throw new Error('the apps fixture is not ready (use it inside a test)')
    return fixture
  }
}

/** The ids of a list answer's users. */
export const idsOf = (answer: Answer): string[] =>
  ((answer.json?.users ?? []) as { id: string }[]).map(user => user.id)

/**
 * The official SDK's calls and models against the emulator: what the app's server and browser code will see.
 * Tokens come from the control API here; pkceSignIn.test.ts covers the browser flow.
 */
import platformClient from 'purecloud-platform-client-v2'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { DEFAULT_CLIENT_ID } from '../../emulator/src/config'
import {
  seedDivisions,
  seedOrganizations,
  seedRoles,
  seedUsers,
  SUPERVISOR_PERMISSIONS
} from '../../emulator/src/seed'
import { issueTestToken } from '../../emulator/src/testing/signIn'

/** What the SDK rejects with when extended responses are on. */
interface SdkFailure {
  status: number
  headers: Record<string, string>
  body: { code: string; status: number; message: string; contextId: string }
}

/** With extended responses on, the SDK resolves with these; its typings only describe the body. */
interface Extended<T> {
  status: number
  headers: Record<string, string>
  body: T
}
const extended = async <T>(call: Promise<T>) => (await call) as unknown as Extended<T>

const client = platformClient.ApiClient.instance
let emulator: Emulator

beforeAll(async () => {
  client.config.live_reload_config = false
  // Extended responses carry status and headers, which is how a caller reads Retry-After.
  client.setReturnExtendedResponses(true)
  emulator = await createEmulator({ port: 0, quiet: true })
  pointSdkAt(client, emulator.port)
})

afterAll(() => emulator.close())

beforeEach(async () => {
  await fetch(`${emulator.url}/__emulator/reset`, { method: 'POST' })
})

async function signInAs(email: string) {
  client.setAccessToken(await issueTestToken(emulator.url, email))
}

async function failureOf(call: Promise<unknown>): Promise<SdkFailure> {
  try {
    await call
  } catch (error) {
    return error as SdkFailure
  }
  throw new Error('expected the SDK call to fail')
}

test('UsersApi.getUsersMe returns the user with organization and authorization expanded', async () => {
  await signInAs(seedUsers.sam.email)

  const { status, body } = await extended(
    new platformClient.UsersApi().getUsersMe({ expand: ['organization', 'authorization'] })
  )

  expect(status).toBe(200)
  expect(body).toMatchObject({
    id: seedUsers.sam.id,
    name: 'Sam Supervisor',
    email: 'sam.supervisor@democc.example',
    username: 'sam.supervisor@democc.example',
    state: 'active',
    division: { id: seedDivisions.democcHome.id, name: 'Home' },
    primaryContactInfo: [{ address: 'sam.supervisor@democc.example', mediaType: 'EMAIL', type: 'PRIMARY' }],
    acdAutoAnswer: false,
    selfUri: `/api/v2/users/${seedUsers.sam.id}`,
    organization: {
      id: seedOrganizations.democc.id,
      name: 'Demo Contact Centre',
      thirdPartyOrgName: 'democc',
      state: 'active'
    },
    authorization: {
      roles: [{ id: seedRoles.democcSupervisor.id, name: 'Outbound Supervisor' }],
      permissions: [...SUPERVISOR_PERMISSIONS]
    }
  })
})

test('UsersApi.getUsersMe without expand has neither organization nor authorization', async () => {
  await signInAs(seedUsers.vic.email)

  const { body } = await extended(new platformClient.UsersApi().getUsersMe())

  expect(body.name).toBe('Vic Viewer')
  expect(body.organization).toBeUndefined()
  expect(body.authorization).toBeUndefined()
})

test("OrganizationApi.getOrganizationsMe returns the caller's organization", async () => {
  await signInAs(seedUsers.nina.email)

  const { body } = await extended(new platformClient.OrganizationApi().getOrganizationsMe())

  expect(body).toEqual({
    id: seedOrganizations.northwind.id,
    name: 'Northwind Outbound',
    defaultLanguage: 'en-us',
    defaultCountryCode: 'US',
    thirdPartyOrgName: 'northwind',
    thirdPartyURI: expect.any(String),
    domain: expect.any(String),
    version: expect.any(Number),
    state: 'active',
    defaultSiteId: expect.any(String),
    supportURI: expect.any(String),
    voicemailEnabled: true,
    productPlatform: 'PureCloud',
    features: {},
    selfUri: `/api/v2/organizations/${seedOrganizations.northwind.id}`
  })
})

test('TokensApi.getTokensMe describes the token', async () => {
  await signInAs(seedUsers.avery.email)

  const { body } = await extended(new platformClient.TokensApi().getTokensMe())

  // NamedEntity organisations (no selfUri); the OrgOAuthClient with its required grant type
  const org = { id: seedOrganizations.democc.id, name: 'Demo Contact Centre' }
  expect(body).toEqual({
    organization: org,
    homeOrganization: org,
    authorizedScope: [],
    OAuthClient: {
      id: DEFAULT_CLIENT_ID,
      name: expect.any(String),
      authorizedGrantType: 'CODE',
      state: 'active',
      organization: org
    }
  })
})

test('TokensApi.deleteTokensMe revokes the token: the next call is 401 bad.credentials', async () => {
  await signInAs(seedUsers.avery.email)
  const tokens = new platformClient.TokensApi()

  const revoked = await extended(tokens.deleteTokensMe())
  expect(revoked.status).toBe(204)

  const failure = await failureOf(new platformClient.UsersApi().getUsersMe())
  expect(failure.status).toBe(401)
  expect(failure.body).toMatchObject({
    status: 401,
    code: 'bad.credentials',
    message: expect.stringMatching(/revoked/)
  })
  expect(failure.headers['inin-correlation-id']).toBe(failure.body.contextId)
})

test('a path the platform does not have is 404 not.found', async () => {
  await signInAs(seedUsers.avery.email)

  const failure = await failureOf(
    client.callApi(
      '/api/v2/no/such/thing',
      'GET',
      {},
      {},
      {},
      {},
      null,
      ['PureCloud OAuth'],
      ['application/json'],
      ['application/json']
    )
  )

  expect(failure.status).toBe(404)
  expect(failure.body).toMatchObject({ status: 404, code: 'not.found' })
})

test('an injected 429 reaches the SDK caller with its Retry-After header', async () => {
  await signInAs(seedUsers.avery.email)
  await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/api/v2/organizations/me', status: 429 })
  })
  const organizations = new platformClient.OrganizationApi()

  const failure = await failureOf(organizations.getOrganizationsMe())
  expect(failure.status).toBe(429)
  expect(failure.body).toMatchObject({ code: 'too.many.requests', status: 429 })
  expect(failure.headers['retry-after']).toBe('1')

  // the fault was for one call only
  const { status } = await extended(organizations.getOrganizationsMe())
  expect(status).toBe(200)
})

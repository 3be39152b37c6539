/**
 * The official SDK signs in against the emulator the way the app does: authorization code + PKCE, with the
 * code exchanged by the SDK's own authorizePKCEGrant, then uses the token it got.
 */
import platformClient from 'purecloud-platform-client-v2'
import { pointSdkAt } from '../../emulator/src/testing/sdkGateway'
import { createEmulator, type Emulator } from '../../emulator/src/createEmulator'
import { seedOrganizations, seedUsers } from '../../emulator/src/seed'
import { authorizeWithPkce } from '../../emulator/src/testing/signIn'

const client = platformClient.ApiClient.instance
let emulator: Emulator

beforeAll(async () => {
  client.config.live_reload_config = false
  emulator = await createEmulator({ port: 0, quiet: true })
  pointSdkAt(client, emulator.port)
})

afterAll(() => emulator.close())

test('a user signed in with PKCE over HTTP gets a token the SDK can use', async () => {
  const { code, verifier, clientId, redirectUri, state } = await authorizeWithPkce({
    baseUrl: emulator.url,
    userName: 'Avery Admin',
    state: 'return=/campaigns'
  })
  expect(state).toBe('return=/campaigns')

  const authData = await client.authorizePKCEGrant(clientId, verifier, code, redirectUri)
  expect(authData.accessToken).toEqual(expect.any(String))
  expect(authData.tokenExpiryTime).toBeGreaterThan(Date.now() + 86_000_000)

  const me = await new platformClient.UsersApi().getUsersMe({ expand: ['organization'] })
  expect(me).toMatchObject({
    id: seedUsers.avery.id,
    name: 'Avery Admin',
    username: seedUsers.avery.email,
    organization: { id: seedOrganizations.democc.id, thirdPartyOrgName: 'democc' }
  })
})

test('the SDK is refused a second exchange of the same code', async () => {
  const { code, verifier, clientId, redirectUri } = await authorizeWithPkce({
    baseUrl: emulator.url,
    userName: 'Nina North'
  })
  await client.authorizePKCEGrant(clientId, verifier, code, redirectUri)

  await expect(client.authorizePKCEGrant(clientId, verifier, code, redirectUri)).rejects.toMatchObject({
    response: { status: 400, data: { error: 'invalid_grant' } }
  })
})

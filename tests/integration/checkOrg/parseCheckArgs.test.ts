/** What `npm run check:org` takes as input, and how it refuses bad input (exit code 2, with the reason). */
import { CheckInputError } from '../../../scripts/checkOrg/CheckInputError'
import { obtainToken } from '../../../scripts/checkOrg/obtainToken'
import { DEFAULT_LISTEN_SECONDS, parseCheckArgs } from '../../../scripts/checkOrg/parseCheckArgs'

const TOKEN = { GENESYS_CLOUD_TOKEN: 'the-token' }

test("a region gives the platform's API and login addresses; the token comes from the environment", () => {
  expect(parseCheckArgs([], { GENESYS_CLOUD_REGION: 'mypurecloud.ie', ...TOKEN })).toEqual({
    apiBaseUrl: 'https://api.mypurecloud.ie',
    loginBaseUrl: 'https://login.mypurecloud.ie',
    credentials: { kind: 'token', token: 'the-token' },
    listenSeconds: DEFAULT_LISTEN_SECONDS,
    json: false
  })
})

test('an API URL points it at the emulator; options are read', () => {
  expect(
    parseCheckArgs(['--json', '--listen-seconds', '3'], {
      GENESYS_CLOUD_API_URL: 'http://localhost:4310/',
      GENESYS_CLOUD_CLIENT_ID: 'id',
      GENESYS_CLOUD_CLIENT_SECRET: 'secret'
    })
  ).toEqual({
    apiBaseUrl: 'http://localhost:4310',
    loginBaseUrl: 'http://localhost:4310/login',
    credentials: { kind: 'clientCredentials', clientId: 'id', clientSecret: 'secret' },
    listenSeconds: 3,
    json: true
  })
})

test.each([
  [{ ...TOKEN }, /Set GENESYS_CLOUD_REGION/],
  [{ GENESYS_CLOUD_REGION: 'mypurecloud.xx', ...TOKEN }, /not a Genesys Cloud region/],
  [{ GENESYS_CLOUD_REGION: 'mypurecloud.ie', GENESYS_CLOUD_API_URL: 'http://x', ...TOKEN }, /not both/],
  [{ GENESYS_CLOUD_REGION: 'mypurecloud.ie' }, /Set GENESYS_CLOUD_TOKEN/],
  [{ GENESYS_CLOUD_REGION: 'mypurecloud.ie', GENESYS_CLOUD_CLIENT_ID: 'id' }, /needs both/],
  [{ GENESYS_CLOUD_REGION: 'mypurecloud.ie', GENESYS_CLOUD_CLIENT_ID: 'id', ...TOKEN }, /not both/]
])('bad input is refused with the reason: %j', (env, message) => {
  expect(() => parseCheckArgs([], env)).toThrow(message)
})

test('a stray argument is refused without echoing it (it could be a pasted token)', () => {
  const env = { GENESYS_CLOUD_REGION: 'mypurecloud.ie', ...TOKEN }
  expect(() => parseCheckArgs(['eyJhbGciOiJIUzI1NiJ9.secret'], env)).toThrow(
    /^Unknown argument \(see --help\)\.$/
  )
  expect(() => parseCheckArgs(['--listen-seconds', '-1'], env)).toThrow(CheckInputError)
  expect(parseCheckArgs(['--help'], {})).toBe('help')
})

test("an OAuth client's token comes from the login service (client credentials, Basic authentication)", async () => {
  const fetchFake = jest.fn(async () => Response.json({ access_token: 'client-token', expires_in: 86400 }))
  const token = await obtainToken(
    'https://login.mypurecloud.ie',
    { kind: 'clientCredentials', clientId: 'id', clientSecret: 'secret' },
    fetchFake as unknown as typeof fetch
  )
  expect(token).toBe('client-token')
  expect(fetchFake).toHaveBeenCalledWith(
    'https://login.mypurecloud.ie/oauth/token',
    expect.objectContaining({
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: expect.objectContaining({
        Authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`
      })
    })
  )
})

test("a refused OAuth client is bad input, with the service's reason and without the secret", async () => {
  const fetchFake = async () =>
    Response.json({ error: 'invalid_client', error_description: 'no such client' }, { status: 401 })
  const refusal = obtainToken(
    'https://login.mypurecloud.ie',
    { kind: 'clientCredentials', clientId: 'id', clientSecret: 'the-secret' },
    fetchFake as unknown as typeof fetch
  )
  await expect(refusal).rejects.toThrow(/refused the OAuth client \(401, invalid_client: no such client\)/)
  await expect(refusal).rejects.not.toThrow(/the-secret/)
})

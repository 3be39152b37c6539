import { createEmulator, type Emulator } from '../../../emulator/src/createEmulator'
import { seedUsers } from '../../../emulator/src/seed'
import { pressSignIn, signInWithPkce, issueTestToken } from '../../../emulator/src/testing/signIn'
import { CLIENT_ID, getWithToken, hashParams, REDIRECT_URI } from './support/requests'

let emulator: Emulator
const lines: string[] = []

beforeAll(async () => {
  emulator = await createEmulator({ port: 0, log: line => lines.push(line) })
})
afterAll(() => emulator.close())

test('one line per request, METHOD path status ms, never a token, code or query', async () => {
  const implicit = await pressSignIn(
    emulator.url,
    { client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'token', state: 'secret-state' },
    'Avery Admin'
  )
  const implicitToken = hashParams(implicit.href).get('access_token') ?? ''
  const { accessToken } = await signInWithPkce({ baseUrl: emulator.url, userName: 'Sam Supervisor' })
  const issued = await issueTestToken(emulator.url, seedUsers.vic.email)
  for (const token of [implicitToken, accessToken, issued]) {
    await getWithToken(`${emulator.url}/api/v2/users/me?expand=organization`, token)
  }
  await getWithToken(`${emulator.url}/api/v2/users/me`, 'wrong-token-value')
  await new Promise(resolve => setImmediate(resolve))

  for (const line of lines) expect(line).toMatch(/^[A-Z]+ \/\S* \d{3} \d+ms$/)
  const requests = lines.map(line => line.replace(/ \d+ms$/, ''))
  expect(requests).toEqual([
    'GET /login/oauth/authorize 200',
    'POST /login/oauth/authorize 302',
    'GET /login/oauth/authorize 200',
    'POST /login/oauth/authorize 302',
    'POST /login/oauth/token 200',
    'POST /__emulator/tokens 201',
    'GET /api/v2/users/me 200',
    'GET /api/v2/users/me 200',
    'GET /api/v2/users/me 200',
    'GET /api/v2/users/me 401'
  ])
  const log = lines.join('\n')
  for (const secret of [
    implicitToken,
    accessToken,
    issued,
    'wrong-token-value',
    'secret-state',
    'expand',
    'code='
  ]) {
    expect(log).not.toContain(secret)
  }
})

test('quiet emulators log nothing', async () => {
  const quietLines: string[] = []
  const quiet = await createEmulator({ port: 0, quiet: true, log: line => quietLines.push(line) })
  await fetch(`${quiet.url}/__emulator/health`)
  await quiet.close()
  expect(quietLines).toEqual([])
})

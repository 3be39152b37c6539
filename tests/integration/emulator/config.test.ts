import { createEmulator } from '../../../emulator/src/createEmulator'
import { readOptionsFromEnv } from '../../../emulator/src/config'
import { readSignInForm } from '../../../emulator/src/testing/readSignInForm'

test('GENESYS_EMULATOR_* variables configure the emulator', async () => {
  const options = readOptionsFromEnv({
    GENESYS_EMULATOR_PORT: '0',
    GENESYS_EMULATOR_CLIENT_ID: 'my-client',
    GENESYS_EMULATOR_APP_ORIGINS: 'http://localhost:3000, https://cm.example.com/',
    GENESYS_EMULATOR_TOKEN_TTL_SECONDS: '600',
    GENESYS_EMULATOR_QUIET: '1'
  })
  const emulator = await createEmulator(options)
  try {
    expect(emulator.options).toMatchObject({
      clientId: 'my-client',
      appOrigins: ['http://localhost:3000', 'https://cm.example.com'],
      quiet: true
    })
    const page = await fetch(
      `${emulator.url}/login/oauth/authorize?${new URLSearchParams({
        client_id: 'my-client',
        redirect_uri: 'https://cm.example.com/pages/campaign-manager/',
        response_type: 'token'
      })}`
    )
    const form = readSignInForm(await page.text())
    const answer = await fetch(`${emulator.url}${form.action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form.fields, user_id: form.users[0]?.userId ?? '' })
    })
    expect(answer.headers.get('location')).toMatch(
      /^https:\/\/cm\.example\.com\/pages\/campaign-manager\/#.*expires_in=600/
    )
  } finally {
    await emulator.close()
  }
})

test('unset variables fall back to the defaults', () => {
  expect(readOptionsFromEnv({})).toMatchObject({ port: undefined, appOrigins: undefined, quiet: false })
})

test('bad values are refused with a message naming the variable', () => {
  expect(() => readOptionsFromEnv({ GENESYS_EMULATOR_PORT: 'abc' })).toThrow(/GENESYS_EMULATOR_PORT/)
  expect(() => readOptionsFromEnv({ GENESYS_EMULATOR_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT/)
})

test('a malformed app origin stops the emulator from starting', async () => {
  await expect(createEmulator({ port: 0, appOrigins: ['localhost:3000'] })).rejects.toThrow(/origin/)
})

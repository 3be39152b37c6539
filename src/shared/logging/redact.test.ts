import { isSensitiveKey, REDACTED, redactEvent, redactString, redactValue } from './redact'

const TOKEN = 'gT7u9_kXq2-Lm.ZpV0~aB+c/d=='

describe('redactString', () => {
  it.each([
    ['Bearer header', `Authorization: Bearer ${TOKEN}`],
    ['lower-case bearer', `bearer ${TOKEN}`],
    ['Basic credentials', 'sent Basic dXNlcjpwYXNz to the server'],
    [
      'implicit-grant hash',
      `/pages/campaign-manager/#access_token=${TOKEN}&expires_in=86400&token_type=bearer`
    ],
    ['PKCE callback query', `/pages/campaign-manager/?code=${TOKEN}&state=xyz`],
    ['URL-encoded returnUrl', `/login?returnUrl=%2Fx%3Fcode%3D${TOKEN}`],
    ['token form body', `grant_type=authorization_code&code=${TOKEN}&code_verifier=${TOKEN}`],
    ['JSON text', `platform answered {"access_token":"${TOKEN}","token_type":"bearer"}`],
    ['escaped JSON text', `body: "{\\"code\\":\\"${TOKEN}\\"}"`],
    ['header dump without scheme', `headers: authorization=${TOKEN}; accept=json`],
    ['Seq API key header', `X-Seq-ApiKey: ${TOKEN}`],
    ['JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl seen']
  ])('masks the secret in a %s', (_, text) => {
    const result = redactString(text)
    expect(result).not.toContain(TOKEN)
    expect(result).not.toContain('dXNlcjpwYXNz')
    expect(result).not.toContain('c2lnbmF0dXJl')
    expect(result).toContain(REDACTED)
  })

  it('keeps the parts that are not secret', () => {
    expect(redactString(`#access_token=${TOKEN}&expires_in=86400&state=abc`)).toBe(
      `#access_token=${REDACTED}&expires_in=86400&state=abc`
    )
    expect(redactString(`Authorization: Bearer ${TOKEN}`)).toBe(`Authorization: Bearer ${REDACTED}`)
  })

  it('leaves ordinary text and look-alike parameter names alone', () => {
    const text = 'Loaded 3 campaigns; errorCode=token.invalid, statusCode=401, countryCode=IE'
    expect(redactString(text)).toBe(text)
  })

  it('is idempotent', () => {
    const once = redactString(`Bearer ${TOKEN} and ?code=${TOKEN}`)
    expect(redactString(once)).toBe(once)
  })
})

describe('isSensitiveKey', () => {
  it.each([
    'access_token',
    'accessToken',
    'Access-Token',
    'token',
    'TOKEN',
    'code',
    'code_verifier',
    'codeVerifier',
    'authorization',
    'Authorization',
    'refresh_token',
    'platformToken',
    'client_secret',
    'password',
    'X-Seq-ApiKey'
  ])('treats %s as sensitive', key => expect(isSensitiveKey(key)).toBe(true))

  it.each(['userName', 'errorCode', 'statusCode', 'tokenType', 'expires_in', 'state', 'Company'])(
    'keeps %s',
    key => expect(isSensitiveKey(key)).toBe(false)
  )
})

describe('redactValue', () => {
  it('masks sensitive keys at any depth, in arrays too, whatever the value type', () => {
    const input = {
      userName: 'avery',
      access_token: TOKEN,
      nested: { deeper: { Authorization: `Bearer ${TOKEN}`, code: { value: TOKEN } } },
      list: [{ token: TOKEN }, `see #access_token=${TOKEN}`, 42, null]
    }
    const result = redactValue(input)
    expect(JSON.stringify(result)).not.toContain(TOKEN)
    expect(result).toEqual({
      userName: 'avery',
      access_token: REDACTED,
      nested: { deeper: { Authorization: REDACTED, code: REDACTED } },
      list: [{ token: REDACTED }, `see #access_token=${REDACTED}`, 42, null]
    })
  })

  it('does not change its input', () => {
    const input = { token: TOKEN }
    redactValue(input)
    expect(input.token).toBe(TOKEN)
  })

  it('turns an Error into a redacted plain object', () => {
    const error = new Error(`request failed: Bearer ${TOKEN}`)
    const result = redactValue({ error }) as { error: { name: string; message: string; stack: string } }
    expect(result.error.name).toBe('Error')
    expect(result.error.message).toBe(`request failed: Bearer ${REDACTED}`)
    expect(result.error.stack).not.toContain(TOKEN)
  })

  it('survives cycles', () => {
    const input: Record<string, unknown> = { token: TOKEN }
    input.self = input
    expect(redactValue(input)).toEqual({ token: REDACTED, self: '[Circular]' })
  })

  it('passes primitives through', () => {
    expect(redactValue(7)).toBe(7)
    expect(redactValue(true)).toBe(true)
    expect(redactValue(undefined)).toBeUndefined()
  })
})

describe('redactEvent', () => {
  it('masks the message template, the exception and the properties', () => {
    const event = redactEvent({
      Timestamp: '2026-01-01T00:00:00.000Z',
      Level: 'Error',
      MessageTemplate: `Callback {Url} ?code=${TOKEN}`,
      Exception: `Error: Bearer ${TOKEN}\n    at x (app.js:1:1)`,
      Properties: { Url: `/cb?code=${TOKEN}`, accessToken: TOKEN, UserName: 'avery' }
    })
    expect(JSON.stringify(event)).not.toContain(TOKEN)
    expect(event.Properties.UserName).toBe('avery')
    expect(event.Timestamp).toBe('2026-01-01T00:00:00.000Z')
    expect(event.Level).toBe('Error')
  })

  it('adds no Exception when there was none', () => {
    const event = redactEvent({
      Timestamp: '2026-01-01T00:00:00.000Z',
      Level: 'Information',
      MessageTemplate: 'hello',
      Properties: {}
    })
    expect(event).not.toHaveProperty('Exception')
  })
})

describe('bare tokens (issue 11, finding 3)', () => {
  // what the emulator and the platform hand out: opaque base64url, no "Bearer", no telling key
  const BARE = 'q3Zt8vN1xW0cR5yLk2Hs9JfB4aD7uE6gT1mPoIiKz0A'

  it.each([
    ['alone in a message template', `Loaded campaigns with ${BARE}`],
    ['in an exception', `Error: request failed for ${BARE}\n    at fetch (app.js:1:1)`],
    ['under a key that is not token-like', JSON.stringify({ value: BARE })],
    ['URL-encoded in an address', `/x?state=${encodeURIComponent(BARE)}`],
    ['quoted', `"${BARE}"`]
  ])('masks a long opaque token %s', (_, text) => {
    expect(redactString(text)).not.toContain(BARE)
  })

  it('masks one in a property of any name, at any depth', () => {
    const event = redactEvent({
      Timestamp: '2026-03-01T10:00:00.000Z',
      Level: 'Information',
      MessageTemplate: 'Hello',
      Properties: { Remark: BARE, nested: { list: [`seen ${BARE}`] } }
    })
    expect(JSON.stringify(event)).not.toContain(BARE)
  })

  it('removes the exact secrets it is given wherever they appear, also short ones a rule would miss', () => {
    const known = 'shortish-Token1'
    expect(redactString(`a ${known} b ${encodeURIComponent('x/' + known)}`, { secrets: [known] })).toBe(
      `a ${REDACTED} b x%2F${REDACTED}`
    )
    // too short to be a secret worth hunting (it would mask ordinary words)
    expect(redactString('the cat sat', { secrets: ['cat'] })).toBe('the cat sat')
  })

  it('leaves ids, hashes, long words, identifiers and paths alone', () => {
    const text = [
      'campaign 0f1e2d3c-4b5a-4968-8776-655443322110',
      'sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      'handleCampaignOverviewRefreshFailure',
      'at /home/app/.next/server/pages/api/campaigns/index.js:12:34',
      'chunk _app-3f2b1c4d5e6f7a8b9c0d1e2f3a4b5c6d.js'
    ].join(' ')
    expect(redactString(text)).toBe(text)
  })
})

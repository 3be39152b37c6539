import { connect } from 'node:net'
import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useHardeningFixture, type Answer } from './support/hardeningFixture'

/**
 * Issue 11, findings 10 and 11: `__proto__`, `constructor` and `prototype` are refused like any unknown
 * parameter; every API path answers every error as JSON `{message, code}`: unknown /api/* and /apps/* paths,
 * 405, 413, 415, and the log relay's own refusals.
 */
const expectJsonError = (answer: Answer, status: number, code: string) => {
  expect({ status: answer.status, contentType: answer.headers.get('content-type') }).toEqual({
    status,
    contentType: expect.stringMatching(/^application\/json/)
  })
  expect(answer.json).toMatchObject({ code, message: expect.any(String) })
}

describeOnDatabases('JSON errors and reserved parameters', kind => {
  const app = useHardeningFixture(kind)
  let token: string
  beforeAll(async () => {
    await app().reset()
    token = await app().signIn(AVERY)
  })

  describe('reserved parameter names (finding 10)', () => {
    it.each([
      ['/apps/users/list', '__proto__=x', 'query.invalid'],
      ['/apps/users/list', 'constructor=x', 'query.invalid'],
      ['/apps/users/list', 'prototype=x', 'query.invalid'],
      ['/apps/users/list', 'page=1&__proto__[role]=admin', 'query.invalid'],
      ['/apps/permissions/data', '__proto__=x', 'query.invalid'],
      ['/api/campaigns', '__proto__=x', 'request.invalid'],
      ['/api/campaigns', 'constructor=x', 'request.invalid'],
      ['/api/campaigns/options', 'prototype=x', 'request.invalid']
    ])('GET %s?%s is 400 like any unknown parameter', async (path, search, code) => {
      const answer = await app().request('GET', `${path}?${search}`, { token })
      expectJsonError(answer, 400, code)
      expect(String(answer.json.message)).toMatch(/unknown parameter: (__proto__|constructor|prototype)/)
    })

    it('still takes the same list without them', async () => {
      expect((await app().request('GET', '/apps/users/list?page=1', { token })).status).toBe(200)
    })
  })

  describe('the region header (a Client App in another of the build’s regions)', () => {
    it.each([
      ['GET', '/api/campaigns'],
      ['GET', '/apps/users/list'],
      ['GET', '/api/auth/Validate'],
      ['POST', '/api/auth/Logout']
    ])(
      '%s %s naming a region the build does not serve: JSON 400, and the token sent nowhere',
      async (method, path) => {
        const answer = await app().request(method, path, {
          token,
          headers: { AppKey: 'campaignManager', 'X-Genesys-Cloud-Region': 'evil.example' }
        })
        expectJsonError(answer, 400, 'region.not_allowed')
      }
    )

    it('the same calls without it are served as before', async () => {
      expect((await app().request('GET', '/api/campaigns', { token })).status).toBe(200)
    })
  })

  describe('every error is JSON (finding 11)', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api/campaigns/1/extra'],
      ['GET', '/api/campaigns/%2e%2e'],
      ['GET', '/api'],
      ['GET', '/apps'],
      ['GET', '/apps/users'],
      ['DELETE', '/apps/users/nothing'],
      ['GET', '/apps/nothing/at/all']
    ])('%s %s: JSON 404', async (method, path) => {
      expectJsonError(await app().request(method, path, { token }), 404, 'route.not_found')
    })

    it.each([
      ['DELETE', '/api/auth/Validate'],
      ['GET', '/api/auth/Logout'],
      ['GET', '/api/logs'],
      ['POST', '/apps/users/list'],
      ['PATCH', '/api/campaigns'],
      ['GET', '/apps/users/add-user']
    ])('%s %s: JSON 405 with Allow', async (method, path) => {
      const answer = await app().request(method, path, { token })
      expectJsonError(answer, 405, 'method.not_allowed')
      expect(answer.headers.get('allow')).toBeTruthy()
    })

    it.each([
      ['/apps/users/add-user', 'POST'],
      ['/api/campaigns', 'POST'],
      ['/api/logs', 'POST']
    ])('%s: JSON 413 for a body over the limit', async (path, method) => {
      const body = JSON.stringify({ data: 'x'.repeat(80 * 1024) })
      expectJsonError(await app().request(method, path, { token, body }), 413, 'body.too_large')
    })

    it.each([
      ['/apps/users/add-user', 'POST'],
      ['/api/campaigns', 'POST'],
      ['/api/logs', 'POST']
    ])('%s: JSON 415 for a body that is not declared JSON', async (path, method) => {
      const answer = await app().request(method, path, {
        token,
        body: '{}',
        headers: { 'Content-Type': 'text/plain' }
      })
      expectJsonError(answer, 415, 'body.unsupported_media_type')
    })

    it('answers a log batch that is not JSON with JSON (before: Next’s plain-text 400)', async () => {
      expectJsonError(
        await app().request('POST', '/api/logs', { body: '{"Events": [' }),
        400,
        'body.malformed_json'
      )
    })

    it.each([
      ['POST', '/api/auth/Validate', 405, 'method.not_allowed'],
      ['POST', '/api/auth/Logout', 401, 'token.missing']
    ])(
      '%s %s with a malformed body: its own JSON answer (before: Next’s plain-text 400)',
      async (method, path, status, code) => {
        const answer = await app().request(method, path, {
          body: '{"broken',
          headers: { 'Content-Type': 'application/json' }
        })
        expectJsonError(answer, status, code)
      }
    )
  })

  /** What the server answers to a raw request (status line and body): what Node parses before any route. */
  const rawRequest = (head: string) =>
    new Promise<{ statusLine: string; contentType: string | undefined; body: string }>((resolve, reject) => {
      const url = new URL(app().url)
      const socket = connect(Number(url.port), url.hostname, () => socket.write(head))
      let text = ''
      socket.on('data', chunk => (text += chunk.toString()))
      socket.on('end', () => {
        const [headers = '', body = ''] = text.split('\r\n\r\n')
        const lines = headers.split('\r\n')
        resolve({
          statusLine: lines[0] ?? '',
          contentType: lines.find(line => /^content-type:/i.test(line))?.split(': ')[1],
          body
        })
      })
      socket.on('error', reject)
    })

  it.each([
    [
      'an oversized header',
      `GET /api/campaigns HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`
    ],
    ['an oversized address', `GET /api/campaigns?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`]
  ])('answers %s with a JSON 431, as `next start` does with scripts/jsonClientErrors.js', async (_, head) => {
    const answer = await rawRequest(head)
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(answer.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.headers_too_large' })
  })

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n')
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.malformed' })
  })
})

import { describeOnDatabases } from '../../support/dbDescribe'
import { AVERY, useAppsFixture } from './support/appsFixture'

/** Every /apps call needs a platform token (bare or Bearer), one method, and answers JSON, never cached. */
const ENDPOINTS = [
  { method: 'GET', path: '/apps/users/list' },
  {
    method: 'POST',
    path: '/apps/users/add-user',
    body: { data: { fullName: 'X Y', email: 'x@y.example', role: 'client' } }
  },
  { method: 'DELETE', path: '/apps/users/delete', body: { data: '00000000-0000-4000-8000-000000000000' } },
  { method: 'GET', path: '/apps/permissions/data' }
] as const

describeOnDatabases('/apps authentication', kind => {
  const app = useAppsFixture(kind)

  it.each(ENDPOINTS)(
    '$method $path without a token: 401 token.missing, JSON, no-store',
    async ({ method, path, ...rest }) => {
      const before = await app().snapshot()
      const answer = await app().request(method, path, rest)
      expect(answer.status).toBe(401)
      expect(answer.json).toEqual({
        code: 'token.missing',
        message: expect.stringContaining('Authorization')
      })
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
      expect(await app().snapshot()).toEqual(before)
    }
  )

  it.each(ENDPOINTS)(
    '$method $path with an unknown token: 401 token.invalid',
    async ({ method, path, ...rest }) => {
      const answer = await app().request(method, path, { ...rest, token: 'not-a-real-token' })
      expect(answer.status).toBe(401)
      expect(answer.json?.code).toBe('token.invalid')
    }
  )

  it('refuses another scheme (Basic) as no token', async () => {
    const answer = await app().request('GET', '/apps/users/list', { token: 'dXNlcjpwYXNz', scheme: 'Basic' })
    expect(answer.status).toBe(401)
    expect(answer.json?.code).toBe('token.missing')
  })

  it('accepts the token bare (as the spec’s browser sends it) and as Bearer, in any case', async () => {
    const token = await app().tokenFor(AVERY)
    for (const scheme of [undefined, 'Bearer', 'bearer']) {
      const answer = await app().request('GET', '/apps/users/list', { token, scheme })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it.each(ENDPOINTS)('$method $path with another method: 405 with Allow', async ({ method, path }) => {
    const token = await app().tokenFor(AVERY)
    const other = method === 'GET' ? 'POST' : 'GET'
    const answer = await app().request(other, path, { token })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe(method)
    expect(answer.json?.code).toBe('method.not_allowed')
  })

  it('checks the token before the input: a bad query without a token is a 401, not a 400', async () => {
    const answer = await app().request('GET', '/apps/users/list?pageSize=1000')
    expect(answer.status).toBe(401)
  })

  it('validates a token with the platform once per cache window, however many calls use it', async () => {
    const token = await app().tokenFor(AVERY)
    await app().request('GET', '/apps/users/list', { token })
    const usersMeCalls = () =>
      app().platformRequests.filter(line => line.startsWith('GET /api/v2/users/me ')).length
    const before = usersMeCalls()
    for (const path of ['/apps/users/list', '/apps/permissions/data', '/apps/users/list'])
      expect((await app().request('GET', path, { token })).status).toBe(200)
    expect(usersMeCalls()).toBe(before)
  })
})

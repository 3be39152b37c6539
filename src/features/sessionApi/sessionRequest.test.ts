import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import { onSessionExpired } from '../auth/session/sessionExpiry'
import { ApiRequestError, failureOf, sessionRequest } from './sessionRequest'

const seen: { authorization: string | null; body: unknown }[] = []
const server = setupServer(
  http.post('/apps/echo', async ({ request }) => {
    seen.push({ authorization: request.headers.get('Authorization'), body: await request.json() })
    return HttpResponse.json({ ok: true })
  }),
  http.get('/apps/refused', () =>
    HttpResponse.json({ message: 'The token is not valid.', code: 'token.invalid' }, { status: 401 })
  ),
  http.get('/apps/forbidden', () =>
    HttpResponse.json({ message: 'Not for you.', code: 'access.forbidden' }, { status: 403 })
  ),
  http.put('/api/campaigns/c1', async ({ request }) => {
    seen.push({ authorization: request.headers.get('Authorization'), body: await request.json() })
    return HttpResponse.json({ ok: 'put' })
  }),
  http.get('/api/campaigns/missing-permission', () =>
    HttpResponse.json(
      { message: 'Missing.', code: 'platform.missing_permission', permission: 'outbound:campaign:start' },
      { status: 403 }
    )
  )
)

const expired = jest.fn()
let stopListening = () => {}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  seen.length = 0
  expired.mockClear()
  stopListening = onSessionExpired(expired)
  localStorage.setItem('accessToken', 'the-token')
})
afterEach(() => stopListening())

describe('sessionRequest: the app API as the signed-in person', () => {
  it('sends the stored token as a Bearer token and the data as {data}', async () => {
    await expect(sessionRequest({ method: 'POST', url: '/apps/echo', data: 'an-id' })).resolves.toEqual({
      ok: true
    })
    expect(seen).toEqual([{ authorization: 'Bearer the-token', body: { data: 'an-id' } }])
    expect(expired).not.toHaveBeenCalled()
  })

  it('a 401 ends the session', async () => {
    const error = await sessionRequest({ method: 'GET', url: '/apps/refused' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(failureOf(error)).toEqual({
      status: 401,
      code: 'token.invalid',
      message: 'The token is not valid.'
    })
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('a 403 does not: it is an answer about this call', async () => {
    const error = await sessionRequest({ method: 'GET', url: '/apps/forbidden' }).catch((e: unknown) => e)
    expect(failureOf(error)).toMatchObject({ status: 403, code: 'access.forbidden' })
    expect(expired).not.toHaveBeenCalled()
  })

  it('without a stored token, sends nothing and ends the session', async () => {
    localStorage.removeItem('accessToken')
    const error = await sessionRequest({ method: 'POST', url: '/apps/echo', data: 1 }).catch(
      (e: unknown) => e
    )
    expect(failureOf(error)).toMatchObject({ status: 401, code: 'token.missing' })
    expect(seen).toEqual([])
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('sends PUT with the body {data}', async () => {
    await expect(
      sessionRequest({
        method: 'PUT',
        url: '/api/campaigns/c1',
        data: { version: 3, changes: { priority: 2 } }
      })
    ).resolves.toEqual({ ok: 'put' })
    expect(seen).toEqual([
      { authorization: 'Bearer the-token', body: { data: { version: 3, changes: { priority: 2 } } } }
    ])
  })

  it("keeps the error body's other fields as details (the permission a 403 names)", async () => {
    const error = await sessionRequest({ method: 'GET', url: '/api/campaigns/missing-permission' }).catch(
      (e: unknown) => e
    )
    expect(failureOf(error)).toEqual({
      status: 403,
      code: 'platform.missing_permission',
      message: 'Missing.',
      details: { permission: 'outbound:campaign:start' }
    })
    expect(expired).not.toHaveBeenCalled()
  })

  it('an aborted call is told apart', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await sessionRequest({
      method: 'GET',
      url: '/apps/forbidden',
      signal: controller.signal
    }).catch((e: unknown) => e)
    expect(failureOf(error)).toMatchObject({ status: null, code: 'aborted' })
  })
})

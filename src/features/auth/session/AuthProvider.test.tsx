import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import { flushLogs } from '@/features/logging'

import { authMessages } from '../model/authMessages'
import { encodeState, saveAttempt } from '../oauth/oauthAttempt'
import { navigateTo } from '../oauth/navigateTo'
import { useAuth } from './AuthContext'
import { AuthProvider } from './AuthProvider'
import { reportSessionExpired } from './sessionExpiry'

jest.mock('../oauth/navigateTo', () => ({ navigateTo: jest.fn() }))

const router = {
  replace: jest.fn(async () => true),
  push: jest.fn(async () => true),
  isReady: true,
  asPath: '/',
  query: {},
  pathname: '/'
}
jest.mock('next/router', () => ({ useRouter: () => router }))

const EMULATOR = 'http://localhost:4010'
const fullAnswer = {
  userName: 'avery.admin@democc.example',
  userEmail: 'avery.admin@democc.example',
  orgId: 'org-democc',
  userFullName: 'Avery Admin',
  orgName: 'Demo Contact Centre',
  orgFriendlyName: 'democc'
}

const calls: {
  validate: { authorization: string | null; appKey: string | null }[]
  revoked: string[]
  logs: unknown[]
} = {
  validate: [],
  revoked: [],
  logs: []
}
let validateAnswer: () => Response = () => HttpResponse.json(fullAnswer)

const server = setupServer(
  http.get('/api/auth/Validate', ({ request }) => {
    calls.validate.push({
      authorization: request.headers.get('Authorization'),
      appKey: request.headers.get('AppKey')
    })
    return validateAnswer()
  }),
  http.post(`${EMULATOR}/login/oauth/token`, async ({ request }) => {
    const body = new URLSearchParams(await request.text())
    if (body.get('code') !== 'good-code' || body.get('code_verifier') !== 'the-verifier') {
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
    }
    return HttpResponse.json({ access_token: 'token-from-code', token_type: 'bearer', expires_in: 86400 })
  }),
  http.post('/api/auth/Logout', ({ request }) => {
    calls.revoked.push(request.headers.get('Authorization') ?? '')
    return new HttpResponse(null, { status: 204 })
  }),
  http.post('/api/logs', async ({ request }) => {
    const body = (await request.json()) as { Events: unknown[] }
    calls.logs.push(...body.Events)
    return new HttpResponse(null, { status: 204 })
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  calls.validate = []
  calls.revoked = []
  calls.logs = []
  validateAnswer = () => HttpResponse.json(fullAnswer)
  router.replace.mockClear()
  jest.mocked(navigateTo).mockClear()
  window.history.replaceState(null, '', '/')
})

function Probe() {
  const { status, user, logout, storageBlocked } = useAuth()
  return (
    <div>
      <p>status: {status}</p>
      <p>storage: {storageBlocked ? 'blocked' : 'usable'}</p>
      <p>user: {user?.fullName ?? 'none'}</p>
      <button onClick={() => void logout()}>logout</button>
    </div>
  )
}

/** The platform's redirect back with an implicit token, for a sign-in this tab started (attempt n1). */
function arriveWithImplicitToken(token: string, returnUrl: string) {
  saveAttempt(sessionStorage, { nonce: 'n1', createdAt: Date.now() })
  window.history.replaceState(
    null,
    '',
    `/pages/campaign-manager/#access_token=${token}&state=${encodeState('n1', returnUrl)}`
  )
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>
  )

const storedUser = {
  id: 1,
  role: 'admin',
  fullName: 'Avery Admin',
  username: 'avery.admin@democc.example',
  email: 'avery.admin@democc.example',
  company: 'Demo Contact Centre',
  companyID: 'org-democc'
}

describe('AuthProvider without storage (issue 11, finding 12)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('says the storage is blocked instead of crashing, signs nobody in and starts no sign-in', async () => {
    // a cross-site frame with third-party storage blocked: reading the property itself throws
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    }
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(denied)
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied)
    renderProvider()
    expect(await screen.findByText('storage: blocked')).toBeInTheDocument()
    expect(screen.getByText('status: signedOut')).toBeInTheDocument()
    expect(navigateTo).not.toHaveBeenCalled()
    expect(router.replace).not.toHaveBeenCalled()
    expect(calls.validate).toHaveLength(0)
  })

  it('does the same on the OAuth callback page', async () => {
    window.history.replaceState(null, '', '/pages/campaign-manager/#access_token=abc&state=x')
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    renderProvider()
    expect(await screen.findByText('storage: blocked')).toBeInTheDocument()
    expect(calls.validate).toHaveLength(0)
  })
})

describe('AuthProvider on start', () => {
  it('restores a stored session without calling anything', async () => {
    localStorage.setItem('userData', JSON.stringify({ value: storedUser, expiry: Date.now() + 60_000 }))
    localStorage.setItem('accessToken', 'stored-token')
    renderProvider()
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument()
    expect(screen.getByText('user: Avery Admin')).toBeInTheDocument()
    expect(calls.validate).toHaveLength(0)
  })

  it('is signed out when nothing is stored', async () => {
    renderProvider()
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument()
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('clears an expired session, logs "Token has expired" and starts the platform login', async () => {
    localStorage.setItem('userData', JSON.stringify({ value: storedUser, expiry: Date.now() - 1 }))
    localStorage.setItem('accessToken', 'old-token')
    window.history.replaceState(null, '', '/users?page=2')
    renderProvider()
    await waitFor(() => expect(navigateTo).toHaveBeenCalled())
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    const url = new URL(jest.mocked(navigateTo).mock.calls[0]![0])
    expect(url.pathname).toBe('/login/oauth/authorize')
    await act(() => flushLogs())
    await waitFor(() =>
      expect(calls.logs).toContainEqual(
        expect.objectContaining({ Level: 'Debug', MessageTemplate: 'Token has expired' })
      )
    )
  })

  it('signs in with an implicit token: validates it, stores user and token for 24 h and goes to the returnUrl', async () => {
    arriveWithImplicitToken('implicit-token', '/users?role=admin')
    renderProvider()
    expect(await screen.findByText('user: Avery Admin')).toBeInTheDocument()
    expect(calls.validate).toEqual([{ authorization: 'implicit-token', appKey: 'campaignManager' }])
    const stored = JSON.parse(localStorage.getItem('userData')!)
    expect(stored.value).toEqual(storedUser)
    expect(stored.expiry - Date.now()).toBeGreaterThan(86_400_000 - 5_000)
    expect(localStorage.getItem('accessToken')).toBe('implicit-token')
    expect(router.replace).toHaveBeenCalledWith('/users?role=admin')
    expect(window.location.href).not.toContain('implicit-token')
  })

  it('signs in with a PKCE code: exchanges it with the verifier, then validates the token', async () => {
    saveAttempt(sessionStorage, { nonce: 'n2', codeVerifier: 'the-verifier', createdAt: Date.now() })
    window.history.replaceState(
      null,
      '',
      `/pages/campaign-manager/?code=good-code&state=${encodeState('n2', '/')}`
    )
    renderProvider()
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument()
    expect(calls.validate[0]?.authorization).toBe('token-from-code')
    expect(localStorage.getItem('accessToken')).toBe('token-from-code')
    expect(router.replace).toHaveBeenCalledWith('/')
  })

  it.each([
    ['no token in the callback', '/pages/campaign-manager/', authMessages.tokenMissing],
    [
      'a state from another attempt',
      `/pages/campaign-manager/#access_token=t&state=${encodeState('other', '/')}`,
      authMessages.stateMismatch
    ],
    [
      'a code the platform refuses',
      `/pages/campaign-manager/?code=bad-code&state=${encodeState('n1', '/')}`,
      authMessages.codeExchangeFailed
    ],
    [
      'a cancelled sign-in',
      `/pages/campaign-manager/?error=access_denied&state=${encodeState('n1', '/')}`,
      authMessages.accessDenied
    ]
  ])('sends the user to /login with a message for %s', async (_label, url, message) => {
    saveAttempt(sessionStorage, { nonce: 'n1', codeVerifier: 'the-verifier', createdAt: Date.now() })
    window.history.replaceState(null, '', url)
    renderProvider()
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`/login#errorMessage=${encodeURIComponent(message)}`)
    )
    expect(screen.getByText('status: signedOut')).toBeInTheDocument()
    expect(localStorage.getItem('userData')).toBeNull()
  })

  it.each([
    [
      'incomplete organisation info',
      () => HttpResponse.json({ ...fullAnswer, orgName: undefined }),
      authMessages.organizationInfoMissing
    ],
    [
      'a platform outage (502)',
      () => HttpResponse.json({ message: 'down', code: 'platform.unavailable' }, { status: 502 }),
      authMessages.platformUnavailable
    ],
    [
      'a refused token (401)',
      () => HttpResponse.json({ message: 'no', code: 'token.invalid' }, { status: 401 }),
      authMessages.validationFailed
    ],
    [
      'an organisation that lets only listed people in (403 access.not_listed)',
      () => HttpResponse.json({ message: 'not listed', code: 'access.not_listed' }, { status: 403 }),
      authMessages.notListed
    ],
    ['no answer at all', () => HttpResponse.error(), authMessages.authServiceUnreachable]
  ])('clears the session and reports %s on /login', async (_label, answer, message) => {
    validateAnswer = answer
    localStorage.setItem('userData', JSON.stringify({ value: storedUser, expiry: Date.now() - 1 }))
    arriveWithImplicitToken('t', '/')
    renderProvider()
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`/login#errorMessage=${encodeURIComponent(message)}`)
    )
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
  })
})

describe('AuthProvider logout', () => {
  it("clears user and storage, ends the token through the app's server and goes to /login", async () => {
    localStorage.setItem('userData', JSON.stringify({ value: storedUser, expiry: Date.now() + 60_000 }))
    localStorage.setItem('accessToken', 'stored-token')
    renderProvider()
    await screen.findByText('status: signedIn')
    await act(async () => screen.getByRole('button', { name: 'logout' }).click())
    expect(screen.getByText('status: signedOut')).toBeInTheDocument()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(router.replace).toHaveBeenLastCalledWith('/login')
    await waitFor(() => expect(calls.revoked).toEqual(['Bearer stored-token']))
  })
})

describe('AuthProvider: the role from the auth service (issue 4)', () => {
  it('stores the role the auth service answers', async () => {
    validateAnswer = () => HttpResponse.json({ ...fullAnswer, role: 'client' })
    arriveWithImplicitToken('t', '/')
    renderProvider()
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('userData')!).value.role).toBe('client')
  })

  it('treats a stored session with an unknown role as unreadable: cleared, and a new sign-in', async () => {
    localStorage.setItem(
      'userData',
      JSON.stringify({ value: { ...storedUser, role: 'owner' }, expiry: Date.now() + 60_000 })
    )
    localStorage.setItem('accessToken', 'stored-token')
    renderProvider()
    await waitFor(() => expect(navigateTo).toHaveBeenCalled())
    expect(localStorage.getItem('userData')).toBeNull()
  })
})

describe('AuthProvider: the API ended the session (a 401 from /apps)', () => {
  it('clears the session and shows /login with a message, the current page as returnUrl', async () => {
    localStorage.setItem('userData', JSON.stringify({ value: storedUser, expiry: Date.now() + 60_000 }))
    localStorage.setItem('accessToken', 'stored-token')
    window.history.replaceState(null, '', '/users?role=client')
    renderProvider()
    await screen.findByText('status: signedIn')

    await act(async () => {
      reportSessionExpired()
      reportSessionExpired() // several calls failing at once end it once
    })
    expect(screen.getByText('status: signedOut')).toBeInTheDocument()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(router.replace).toHaveBeenCalledTimes(1)
    expect(router.replace).toHaveBeenCalledWith(
      `/login?returnUrl=${encodeURIComponent('/users?role=client')}#errorMessage=${encodeURIComponent(
        authMessages.sessionExpired
      )}`
    )
    // The token is refused already: nothing to revoke.
    expect(calls.revoked).toEqual([])
  })
})

import { useRouter } from 'next/router'
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react'

import { clearLogUser, flushLogs, logger, setLogUser } from '@/features/logging'
import { resolveClientApp } from '@/shared/clientApp'
import { platformConfig } from '@/shared/config/platformConfig'
import { isStorageAvailable, localStore, sessionStore } from '@/shared/storage/browserStorage'

import { revokeToken } from '../api/revokeToken'
import { authMessages } from '../model/authMessages'
import { safeReturnUrl } from '../model/returnUrl'
import type { SessionUser } from '../model/types'
import { CALLBACK_PATH, type CallbackParams, takeCallbackParams } from '../oauth/callbackParams'
import { handBackToOpener, isFramed, openSignInPopup, waitForPopupAnswer } from '../oauth/popupSignIn'
import { startPlatformLogin } from '../oauth/startPlatformLogin'
import { AuthContext, type AuthContextValue } from './AuthContext'
import { authReducer, initialAuthState } from './authReducer'
import { decideStart } from './decideStart'
import { loginErrorPath } from './loginErrorPath'
import { signInFromCallback } from './signInFromCallback'
import { onSessionExpired } from './sessionExpiry'
import { storageKeys } from './storageKeys'
import {
  clearStoredSession,
  hasStoredUser,
  readAccessToken,
  readStoredSession,
  storeSession
} from './storedSession'

const isCallbackPath = (pathname: string) => pathname.replace(/\/+$/, '') === CALLBACK_PATH

/** Where to come back to after a platform login that starts on this page. */
function currentReturnUrl(): string {
  const { pathname, search, hash } = window.location
  if (pathname === '/login') return safeReturnUrl(new URLSearchParams(search).get('returnUrl'))
  if (isCallbackPath(pathname)) return '/'
  return safeReturnUrl(`${pathname}${search}${hash}`)
}

function logSignedIn(user: SessionUser, accessToken: string | null, orgFriendlyName?: string) {
  // the token goes with the log batches: the relay learns from it who sent them (docs/logging.md)
  setLogUser(
    { userName: user.username, userEmail: user.email, company: user.company },
    accessToken ?? undefined
  )
  logger.information('Signed in as {UserName} of {OrgFriendlyName}', {
    UserName: user.username,
    OrgFriendlyName: orgFriendlyName ?? user.company
  })
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [state, dispatch] = useReducer(authReducer, initialAuthState)
  const started = useRef(false)

  const fail = useCallback(
    async (message: string, detail?: string) => {
      clearStoredSession(localStore())
      logger.warning('Sign-in failed: {Message} ({Detail})', { Message: message, Detail: detail ?? '' })
      dispatch({ type: 'signedOut', byUser: false })
      await router.replace(loginErrorPath(message))
    },
    [router]
  )

  // Steps 3 and 4 of "On start": the platform's answer (on the callback page, or from the sign-in popup).
  const completeSignIn = useCallback(
    async (params: Exclude<CallbackParams, { kind: 'none' }>) => {
      const result = await signInFromCallback(params, {
        config: platformConfig,
        origin: window.location.origin,
        attempts: sessionStore(),
        now: Date.now()
      })
      if (!result.ok) return fail(result.message, result.detail)
      storeSession(localStore(), result.user, result.accessToken, Date.now())
      logSignedIn(result.user, result.accessToken, result.orgFriendlyName)
      dispatch({ type: 'signedIn', user: result.user })
      await router.replace(result.returnUrl)
    },
    [router, fail]
  )

  const goToPlatform = useCallback(
    async (returnUrl: string) => {
      // In a frame (inside Genesys Cloud) the platform's sign-in page opens in a popup (popupSignIn.ts); it is
      // opened first, while the click that asked for it still allows a popup.
      const popup = isFramed(window) ? openSignInPopup(window) : null
      dispatch({ type: 'redirectingToPlatform' })
      // Queued events (such as "Token has expired") leave with the page; keepalive carries them.
      void flushLogs()
      try {
        // Inside Genesys Cloud: the frame's region (stored at start), and its context in the state.
        const start = resolveClientApp('', sessionStore(), platformConfig)
        const [config, clientApp] =
          start.kind === 'clientApp' ? [start.config, start.context] : [platformConfig, null]
        if (!popup) return await startPlatformLogin(config, returnUrl, clientApp)
        await startPlatformLogin(config, returnUrl, clientApp, url => popup.location.assign(url))
        const answer = await waitForPopupAnswer(window, popup)
        if (answer.kind === 'none') dispatch({ type: 'signedOut', byUser: false })
        else await completeSignIn(answer)
      } catch (error) {
        popup?.close()
        // e.g. no crypto.subtle outside a secure context (plain http on another host than localhost)
        logger.error('Could not start the platform sign-in', error instanceof Error ? error : undefined)
        dispatch({ type: 'signedOut', byUser: false })
        await router.replace(loginErrorPath(authMessages.signInUnavailable))
      }
    },
    [router, completeSignIn]
  )

  // On start (docs/product-rules.md#on-start), once per page load; the ref keeps React's strict mode from
  // running it twice, which would spend the single-use OAuth attempt.
  useEffect(() => {
    if (started.current) return
    started.current = true
    // Without storage no session can be kept (and every read of it would throw): say so, do not sign in.
    if (!isStorageAvailable()) {
      logger.warning('The browser refuses this site its storage: no sign-in is possible here ({Framed})', {
        Framed: window.top !== window.self ? 'in a frame' : 'in its own tab'
      })
      dispatch({ type: 'storageBlocked' })
      return
    }
    // Opened by a Genesys Cloud outside the build's regions: say so, sign nobody in, follow nothing.
    const clientApp = resolveClientApp(window.location.search, sessionStore(), platformConfig)
    if (clientApp.kind === 'refused') {
      const { hostOrigin, targetEnv } = clientApp.context
      logger.warning('Opened as a Client App outside the allowed regions: {HostOrigin} {TargetEnv}', {
        HostOrigin: hostOrigin ?? '',
        TargetEnv: targetEnv ?? ''
      })
      dispatch({ type: 'clientAppRefused', refusal: { reason: clientApp.reason, hostOrigin, targetEnv } })
      return
    }
    const onCallbackPage = isCallbackPath(window.location.pathname)
    const callback: CallbackParams = onCallbackPage ? takeCallbackParams(window) : { kind: 'none' }
    // The sign-in popup of a framed app: the frame that opened it finishes the sign-in.
    if (onCallbackPage && handBackToOpener(window, callback)) return
    const decision = decideStart({
      stored: readStoredSession(localStore(), Date.now()),
      isCallbackRoute: onCallbackPage,
      callback
    })
    switch (decision.type) {
      case 'restore':
        logSignedIn(decision.user, readAccessToken(localStore()))
        dispatch({ type: 'signedIn', user: decision.user })
        if (onCallbackPage) void router.replace('/')
        return
      case 'expired':
        logger.debug('Token has expired')
        clearStoredSession(localStore())
        void goToPlatform(currentReturnUrl())
        return
      case 'fail':
        void fail(decision.message)
        return
      case 'signedOut':
        dispatch({ type: 'signedOut', byUser: false })
        return
      case 'callback':
        if (decision.clearStored) clearStoredSession(localStore())
        void completeSignIn(decision.params)
        return
    }
  }, [router, goToPlatform, fail, completeSignIn])

  // Another tab signed out (or in): follow it, so that no tab acts with a session that is gone.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStore() || event.key !== storageKeys.userData) return
      const stored = readStoredSession(localStore(), Date.now())
      if (stored.state === 'valid') {
        dispatch({ type: 'signedIn', user: stored.user })
      } else {
        clearLogUser()
        dispatch({ type: 'signedOut', byUser: true })
        void router.replace('/login')
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [router])

  const login = useCallback((returnUrl?: string) => goToPlatform(safeReturnUrl(returnUrl)), [goToPlatform])

  const logout = useCallback(async () => {
    const accessToken = readAccessToken(localStore())
    clearStoredSession(localStore())
    logger.information('Signed out')
    clearLogUser()
    dispatch({ type: 'signedOut', byUser: true })
    if (accessToken) void revokeToken(accessToken)
    await router.replace('/login')
  }, [router])

  const signOutExpired = useCallback(async () => {
    // Several calls may fail at once: the first one ends the session.
    if (!hasStoredUser(localStore())) return
    const returnUrl = currentReturnUrl()
    clearStoredSession(localStore())
    logger.information('The session ended: the API refused the token')
    clearLogUser()
    dispatch({ type: 'signedOut', byUser: true })
    await router.replace(loginErrorPath(authMessages.sessionExpired, returnUrl))
  }, [router])

  useEffect(() => onSessionExpired(() => void signOutExpired()), [signOutExpired])

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, signOutExpired }),
    [state, login, logout, signOutExpired]
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

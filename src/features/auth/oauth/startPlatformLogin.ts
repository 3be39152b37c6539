import type { ClientAppContext } from '@/shared/clientApp'
import type { PlatformConfig } from '@/shared/config/platformConfig'
import { sessionStore } from '@/shared/storage/browserStorage'

import { codeChallengeFor, createCodeVerifier } from './pkce'
import { encodeState, newNonce, saveAttempt } from './oauthAttempt'
import { navigateTo } from './navigateTo'
import { redirectUriFor } from './redirectUri'

/** The platform's authorize URL for a new attempt; the attempt is saved in this tab's sessionStorage. */
export async function buildAuthorizeUrl(
  config: PlatformConfig,
  origin: string,
  returnUrl: string,
  storage: Storage,
  now: number,
  clientApp: ClientAppContext | null = null
): Promise<string> {
  const nonce = newNonce()
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUriFor(origin),
    state: encodeState(nonce, returnUrl, clientApp)
  })
  if (config.grant === 'pkce') {
    const codeVerifier = createCodeVerifier()
    params.set('response_type', 'code')
    params.set('code_challenge', await codeChallengeFor(codeVerifier))
    params.set('code_challenge_method', 'S256')
    saveAttempt(storage, { nonce, codeVerifier, createdAt: now })
  } else {
    params.set('response_type', 'token')
    saveAttempt(storage, { nonce, createdAt: now })
  }
  return `${config.loginBaseUrl}/oauth/authorize?${params.toString()}`
}

/**
 * Leaves the app for the platform's sign-in page (inside Genesys Cloud, the frame goes there: the config is the
 * Client App's region's, and its context travels in the state).
 */
export async function startPlatformLogin(
  config: PlatformConfig,
  returnUrl: string,
  clientApp: ClientAppContext | null = null,
  /** where the sign-in page opens: this page (default) or a popup's (popupSignIn.ts) */
  navigate: (url: string) => void = navigateTo
): Promise<void> {
  const url = await buildAuthorizeUrl(
    config,
    window.location.origin,
    returnUrl,
    sessionStore(),
    Date.now(),
    clientApp
  )
  navigate(url)
}

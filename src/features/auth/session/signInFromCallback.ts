import { resolveContext } from '@/shared/clientApp'
import type { PlatformConfig } from '@/shared/config/platformConfig'

import { exchangeCode } from '../api/exchangeCode'
import { SignInError } from '../api/signInError'
import { validateToken } from '../api/validateToken'
import { authMessages } from '../model/authMessages'
import { toSessionUser } from '../model/toSessionUser'
import type { SessionUser } from '../model/types'
import type { CallbackParams } from '../oauth/callbackParams'
import { checkState, takeAttempt } from '../oauth/oauthAttempt'

export type SignInResult =
  | { ok: true; user: SessionUser; accessToken: string; returnUrl: string; orgFriendlyName?: string }
  | { ok: false; message: string; detail?: string }

export interface SignInContext {
  config: PlatformConfig
  origin: string
  /** this tab's sessionStorage, where the pending attempt waits */
  attempts: Storage
  now: number
}

/** Steps 3 and 4 of "On start": from the platform's answer to a validated user, or a message for /login. */
export async function signInFromCallback(
  params: Exclude<CallbackParams, { kind: 'none' }>,
  context: SignInContext
): Promise<SignInResult> {
  const check = checkState(params.state, takeAttempt(context.attempts), context.now)
  if (params.kind === 'error') {
    const message =
      params.error === 'access_denied' ? authMessages.accessDenied : authMessages.validationFailed
    return {
      ok: false,
      message,
      detail: `platform answered ${params.error}: ${params.description ?? ''}`.trim()
    }
  }
  if (!check.ok) return { ok: false, message: authMessages.stateMismatch, detail: 'state did not match' }
  // A sign-in that started inside Genesys Cloud ends in the region it started in (one of the build's).
  const clientApp = resolveContext(check.clientApp, context.attempts, context.config)
  if (clientApp.kind === 'refused')
    return {
      ok: false,
      message: authMessages.stateMismatch,
      detail: `client app ${clientApp.reason} refused`
    }
  const config = clientApp.config
  try {
    let accessToken: string
    if (params.kind === 'code') {
      const verifier = check.attempt.codeVerifier
      if (!verifier) return { ok: false, message: authMessages.stateMismatch, detail: 'no PKCE verifier' }
      accessToken = await exchangeCode(config, context.origin, params.code, verifier)
    } else {
      accessToken = params.accessToken
    }
    const answer = await validateToken(config, accessToken)
    const user = toSessionUser(answer)
    if (!user) return { ok: false, message: authMessages.organizationInfoMissing }
    return {
      ok: true,
      user,
      accessToken,
      returnUrl: check.returnUrl,
      orgFriendlyName: answer.orgFriendlyName
    }
  } catch (error) {
    if (error instanceof SignInError) return { ok: false, message: error.message, detail: error.detail }
    return { ok: false, message: authMessages.validationFailed, detail: String(error) }
  }
}

import type { CallbackParams } from '../oauth/callbackParams'
import type { SessionUser } from '../model/types'
import type { StoredSession } from './storedSession'
import { authMessages } from '../model/authMessages'

/**
 * What the app does when it starts (docs/product-rules.md#on-start), as a pure decision:
 *  1. stored user data that has not expired → restore it;
 *  2. expired → clear it and start the platform login;
 *  3. a token (or PKCE code) in the URL → validate it and sign in;
 *  4. the callback page without one → fail with the spec's message;
 *  otherwise → signed out (the guards send the visitor to /login).
 * One refinement: on the callback page, an answer from the platform wins over expired data, which is simply
 * cleared, so that a fresh sign-in is not thrown away for a stale one.
 */
export type StartDecision =
  | { type: 'restore'; user: SessionUser }
  | { type: 'expired' }
  | { type: 'callback'; params: Exclude<CallbackParams, { kind: 'none' }>; clearStored: boolean }
  | { type: 'fail'; message: string }
  | { type: 'signedOut' }

export interface StartInput {
  stored: StoredSession
  isCallbackRoute: boolean
  callback: CallbackParams
}

export function decideStart({ stored, isCallbackRoute, callback }: StartInput): StartDecision {
  if (stored.state === 'valid') return { type: 'restore', user: stored.user }
  if (isCallbackRoute && callback.kind !== 'none') {
    return { type: 'callback', params: callback, clearStored: stored.state === 'expired' }
  }
  if (stored.state === 'expired') return { type: 'expired' }
  if (isCallbackRoute) return { type: 'fail', message: authMessages.tokenMissing }
  return { type: 'signedOut' }
}

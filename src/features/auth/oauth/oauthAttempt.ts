import { type ClientAppContext, toClientAppContext } from '@/shared/clientApp'

import { storageKeys } from '../session/storageKeys'
import { decodeJsonBase64url, encodeJsonBase64url, randomBase64url } from './base64url'
import { safeReturnUrl } from '../model/returnUrl'

/**
 * One sign-in attempt: a random nonce (and the PKCE verifier) kept in this tab's sessionStorage, and the
 * OAuth `state` that carries the nonce and the returnUrl through the platform and back.
 */
export interface OAuthAttempt {
  nonce: string
  codeVerifier?: string
  createdAt: number
}

/** An answer older than this is not accepted: the user left the platform's page open too long. */
const ATTEMPT_LIFETIME_MS = 15 * 60 * 1000

export function saveAttempt(storage: Storage, attempt: OAuthAttempt): void {
  storage.setItem(storageKeys.oauthAttempt, JSON.stringify(attempt))
}

/** The attempt is single-use: reading it removes it. */
export function takeAttempt(storage: Storage): OAuthAttempt | null {
  const raw = storage.getItem(storageKeys.oauthAttempt)
  storage.removeItem(storageKeys.oauthAttempt)
  if (!raw) return null
  try {
    const attempt = JSON.parse(raw) as OAuthAttempt
    return typeof attempt.nonce === 'string' && typeof attempt.createdAt === 'number' ? attempt : null
  } catch {
    return null
  }
}

export function newNonce(): string {
  return randomBase64url(16)
}

/** The Client App context (if any) rides along, so the callback knows the region and language it came from. */
export function encodeState(nonce: string, returnUrl: string, clientApp?: ClientAppContext | null): string {
  return encodeJsonBase64url({
    n: nonce,
    r: safeReturnUrl(returnUrl),
    ...(clientApp ? { c: clientApp } : {})
  })
}

export type StateCheck =
  { ok: true; returnUrl: string; attempt: OAuthAttempt; clientApp: ClientAppContext | null } | { ok: false }

/** The state must carry the nonce of this tab's pending attempt, and the attempt must be recent. */
export function checkState(state: string | null, attempt: OAuthAttempt | null, now: number): StateCheck {
  if (!state || !attempt) return { ok: false }
  if (now - attempt.createdAt > ATTEMPT_LIFETIME_MS) return { ok: false }
  let decoded: unknown
  try {
    decoded = decodeJsonBase64url(state)
  } catch {
    return { ok: false }
  }
  if (!decoded || typeof decoded !== 'object') return { ok: false }
  const { n, r, c } = decoded as { n?: unknown; r?: unknown; c?: unknown }
  if (typeof n !== 'string' || n !== attempt.nonce) return { ok: false }
  const clientApp = c && typeof c === 'object' ? toClientAppContext(c) : null
  return { ok: true, returnUrl: safeReturnUrl(r), attempt, clientApp }
}

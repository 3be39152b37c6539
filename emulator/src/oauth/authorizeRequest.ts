import { isValidCodeChallenge } from './pkce'
import type { RegisteredClient } from './registeredClient'
import type { ResponseMode } from './buildRedirect'

export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  responseType: 'token' | 'code'
  state: string | undefined
  /** only for response_type=code */
  codeChallenge: string | undefined
}

export type AuthorizeValidation =
  /** client or redirect URI cannot be trusted: show an error page, never redirect */
  | { kind: 'refuse'; message: string }
  /** the redirect URI is trusted: tell the app what is wrong through it */
  | {
      kind: 'redirectError'
      redirectUri: string
      mode: ResponseMode
      state: string | undefined
      error: string
      description: string
    }
  | { kind: 'ok'; request: AuthorizeRequest }

/**
 * Checks an authorization request in the order RFC 6749 §4.1.2.1 prescribes: first client and redirect URI
 * (failures there must not redirect, or the endpoint becomes an open redirector), then everything else.
 */
export function validateAuthorizeRequest(
  params: URLSearchParams,
  client: RegisteredClient
): AuthorizeValidation {
  for (const name of ['client_id', 'redirect_uri', 'response_type']) {
    if (params.getAll(name).length > 1)
      return { kind: 'refuse', message: `The parameter ${name} was given more than once.` }
  }
  const clientId = params.get('client_id')
  const redirectUri = params.get('redirect_uri')
  if (!clientId) return { kind: 'refuse', message: 'The request has no client_id.' }
  if (clientId !== client.id)
    return {
      kind: 'refuse',
      message: `Unknown client_id "${clientId}": no OAuth client is registered with this id.`
    }
  if (!redirectUri) return { kind: 'refuse', message: 'The request has no redirect_uri.' }
  if (!client.redirectUris.includes(redirectUri)) {
    return {
      kind: 'refuse',
      message: `The redirect_uri "${redirectUri}" is not registered for client "${clientId}". Registered: ${client.redirectUris.join(', ')}.`
    }
  }

  const state = params.get('state') ?? undefined
  const responseType = params.get('response_type')
  const fail = (mode: ResponseMode, error: string, description: string): AuthorizeValidation => ({
    kind: 'redirectError',
    redirectUri,
    mode,
    state,
    error,
    description
  })

  if (responseType === 'token') {
    return { kind: 'ok', request: { clientId, redirectUri, responseType, state, codeChallenge: undefined } }
  }
  if (responseType !== 'code') {
    return responseType
      ? fail(
          'query',
          'unsupported_response_type',
          `The response_type "${responseType}" is not supported; use "code" or "token".`
        )
      : fail('query', 'invalid_request', 'The request has no response_type.')
  }
  const method = params.get('code_challenge_method')
  const challenge = params.get('code_challenge')
  if (method !== 'S256') {
    return fail(
      'query',
      'invalid_request',
      method
        ? `The code_challenge_method "${method}" is not supported; use S256.`
        : 'The code_challenge_method S256 is required.'
    )
  }
  if (!challenge) return fail('query', 'invalid_request', 'The code_challenge is required.')
  if (!isValidCodeChallenge(challenge)) {
    return fail(
      'query',
      'invalid_request',
      'The code_challenge must be 43 base64url characters (a SHA-256 digest).'
    )
  }
  return { kind: 'ok', request: { clientId, redirectUri, responseType, state, codeChallenge: challenge } }
}

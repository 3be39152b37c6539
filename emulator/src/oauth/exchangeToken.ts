import { json, type Reply } from '../reply'
import { isFormRequest, readForm, type RequestContext } from '../requestContext'
import { oauthError } from './oauthError'
import { isValidCodeVerifier, s256Challenge } from './pkce'
import { registeredClient } from './registeredClient'

/**
 * POST /login/oauth/token, authorization_code grant with PKCE and no client secret (a public browser client).
 * Every mismatch is invalid_grant, as RFC 6749 §5.2 asks, with a description that says which check failed.
 */
export async function exchangeToken(ctx: RequestContext): Promise<Reply> {
  if (!isFormRequest(ctx)) {
    return oauthError(
      'invalid_request',
      'The token request must be sent as application/x-www-form-urlencoded.'
    )
  }
  const form = await readForm(ctx)
  const grantType = form.get('grant_type')
  if (!grantType) return oauthError('invalid_request', 'The request has no grant_type.')
  if (grantType !== 'authorization_code') {
    return oauthError(
      'unsupported_grant_type',
      `The grant_type "${grantType}" is not supported; use authorization_code.`
    )
  }

  const client = registeredClient(ctx.options)
  const clientId = form.get('client_id')
  if (!clientId) return oauthError('invalid_request', 'The request has no client_id.')
  if (clientId !== client.id) return oauthError('invalid_client', `Unknown client_id "${clientId}".`)

  const code = form.get('code')
  const verifier = form.get('code_verifier')
  const redirectUri = form.get('redirect_uri')
  if (!code) return oauthError('invalid_request', 'The request has no code.')
  if (!verifier) return oauthError('invalid_request', 'The request has no code_verifier.')
  if (!isValidCodeVerifier(verifier)) {
    return oauthError('invalid_request', 'The code_verifier must be 43 to 128 characters of [A-Za-z0-9-._~].')
  }
  if (!redirectUri) return oauthError('invalid_request', 'The request has no redirect_uri.')

  const redemption = ctx.state.codes.redeem(code)
  if (!redemption.ok) {
    const why = { unknown: 'is not known', used: 'has already been used', expired: 'has expired' }[
      redemption.reason
    ]
    return oauthError('invalid_grant', `The authorization code ${why}.`)
  }
  const grant = redemption.grant
  if (grant.clientId !== clientId)
    return oauthError('invalid_grant', 'The authorization code was issued to another client.')
  if (grant.redirectUri !== redirectUri) {
    return oauthError(
      'invalid_grant',
      'The redirect_uri does not match the one used in the authorization request.'
    )
  }
  if (s256Challenge(verifier) !== grant.codeChallenge) {
    return oauthError('invalid_grant', 'The code_verifier does not match the code_challenge.')
  }

  const { accessToken, expiresIn } = ctx.state.tokens.issue(
    grant.userId,
    clientId,
    ctx.options.tokenTtlSeconds
  )
  return json(
    200,
    { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn },
    { 'Cache-Control': 'no-store', Pragma: 'no-cache' }
  )
}

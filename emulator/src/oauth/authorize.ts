import { pageHeaders } from '../html'
import { redirect, type Reply } from '../reply'
import { isFormRequest, readForm, type RequestContext } from '../requestContext'
import { validateAuthorizeRequest, type AuthorizeValidation } from './authorizeRequest'
import { buildRedirect } from './buildRedirect'
import { messagePage } from './messagePage'
import { registeredClient } from './registeredClient'
import { signInPage } from './signInPage'

const refusedTitle = 'Sign-in request refused'

function redirectWithError(validation: Extract<AuthorizeValidation, { kind: 'redirectError' }>): Reply {
  const { redirectUri, mode, error, description, state } = validation
  return redirect(buildRedirect(redirectUri, mode, { error, error_description: description, state }), {
    ...pageHeaders
  })
}

/** GET /login/oauth/authorize: validate, then show the user picker. */
export function showSignIn(ctx: RequestContext): Reply {
  const client = registeredClient(ctx.options)
  const validation = validateAuthorizeRequest(ctx.query, client)
  if (validation.kind === 'refuse') return messagePage(400, refusedTitle, validation.message, 'alert')
  if (validation.kind === 'redirectError') return redirectWithError(validation)
  return signInPage(validation.request, client.name, ctx.state.organizations, ctx.state.users)
}

/**
 * POST /login/oauth/authorize: the sign-in form comes back with the original parameters, which are checked
 * again (they travelled through the browser), then the user is sent back to the app with a token or a code.
 */
export async function completeSignIn(ctx: RequestContext): Promise<Reply> {
  if (!isFormRequest(ctx))
    return messagePage(400, refusedTitle, 'The sign-in form must be posted as a form.', 'alert')
  const form = await readForm(ctx)
  const client = registeredClient(ctx.options)
  const validation = validateAuthorizeRequest(form, client)
  if (validation.kind === 'refuse') return messagePage(400, refusedTitle, validation.message, 'alert')
  if (validation.kind === 'redirectError') return redirectWithError(validation)

  const request = validation.request
  const mode = request.responseType === 'token' ? 'fragment' : 'query'
  if (form.has('cancel')) {
    return redirectWithError({
      kind: 'redirectError',
      redirectUri: request.redirectUri,
      mode,
      state: request.state,
      error: 'access_denied',
      description: 'The user cancelled the sign-in.'
    })
  }

  const user = ctx.state.findUser(form.get('user_id') ?? '')
  if (!user) return messagePage(400, refusedTitle, 'Choose one of the listed users to sign in.', 'alert')

  if (request.responseType === 'token') {
    const { accessToken, expiresIn } = ctx.state.tokens.issue(user.id, client.id, ctx.options.tokenTtlSeconds)
    return redirect(
      buildRedirect(request.redirectUri, 'fragment', {
        access_token: accessToken,
        expires_in: String(expiresIn),
        token_type: 'bearer',
        state: request.state
      }),
      { ...pageHeaders }
    )
  }

  const code = ctx.state.codes.issue({
    clientId: client.id,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge ?? '',
    userId: user.id
  })
  return redirect(buildRedirect(request.redirectUri, 'query', { code, state: request.state }), {
    ...pageHeaders
  })
}

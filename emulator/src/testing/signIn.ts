import { redirectUriFor } from '../config'
import { createPkcePair } from './pkcePair'
import { readSignInForm } from './readSignInForm'

export interface SignInOptions {
  /** the emulator's base URL, e.g. emulator.url */
  baseUrl: string
  /** full name of a seeded user, e.g. "Avery Admin" (the button the user would press) */
  userName: string
  clientId?: string
  /** default: the redirect URI registered for http://localhost:3000 */
  redirectUri?: string
  state?: string
}

/**
 * Walks the browser's part of an authorization request: GET authorize, read the sign-in page, press
 * "Sign in as <name>", and return the 302's Location (nothing is followed).
 */
export async function pressSignIn(
  baseUrl: string,
  params: Record<string, string>,
  userName: string
): Promise<URL> {
  const page = await fetch(`${baseUrl}/login/oauth/authorize?${new URLSearchParams(params)}`, {
    redirect: 'manual'
  })
  if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${await page.text()}`)
  const form = readSignInForm(await page.text())
  const user = form.users.find(candidate => candidate.name === userName)
  if (!user) throw new Error(`No "Sign in as ${userName}" button on the sign-in page`)
  const answer = await fetch(new URL(form.action, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, user_id: user.userId })
  })
  const location = answer.headers.get('location')
  if (answer.status !== 302 || !location)
    throw new Error(`sign-in answered ${answer.status} without a redirect`)
  return new URL(location)
}

/** The authorization-code + PKCE flow over HTTP, up to the code (not exchanged). */
export async function authorizeWithPkce(options: SignInOptions) {
  const clientId = options.clientId ?? 'campaign-manager-demo'
  const redirectUri = options.redirectUri ?? redirectUriFor('http://localhost:3000')
  const { verifier, challenge } = createPkcePair()
  const params: Record<string, string> = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256'
  }
  if (options.state !== undefined) params.state = options.state
  const location = await pressSignIn(options.baseUrl, params, options.userName)
  const code = location.searchParams.get('code')
  if (!code) throw new Error(`No code in the redirect (error: ${location.searchParams.get('error')})`)
  return { code, verifier, clientId, redirectUri, state: location.searchParams.get('state') ?? undefined }
}

/** The whole PKCE sign-in, code exchanged at /login/oauth/token: what the app does for a real user. */
export async function signInWithPkce(
  options: SignInOptions
): Promise<{ accessToken: string; expiresIn: number }> {
  const { code, verifier, clientId, redirectUri } = await authorizeWithPkce(options)
  const answer = await fetch(`${options.baseUrl}/login/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: clientId,
      redirect_uri: redirectUri
    })
  })
  const body = (await answer.json()) as {
    access_token?: string
    expires_in?: number
    error_description?: string
  }
  if (answer.status !== 200 || !body.access_token)
    throw new Error(`token exchange failed: ${body.error_description}`)
  return { accessToken: body.access_token, expiresIn: body.expires_in ?? 0 }
}

/** A token straight from the control API: for server tests that do not need the browser flow. */
export async function issueTestToken(
  baseUrl: string,
  email: string,
  expiresInSeconds?: number
): Promise<string> {
  const answer = await fetch(`${baseUrl}/__emulator/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(expiresInSeconds === undefined ? { email } : { email, expiresInSeconds })
  })
  if (answer.status !== 201)
    throw new Error(`/__emulator/tokens answered ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as { access_token: string }).access_token
}

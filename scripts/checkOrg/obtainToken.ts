import { CheckInputError } from './CheckInputError'
import { reasonOf } from './createPlatformHttp'
import type { CheckCredentials } from './parseCheckArgs'

const TOKEN_TIMEOUT_MS = 20_000

/**
 * The access token the check calls with: the one given, or a new one for the OAuth client from the login
 * service (`POST <login>/oauth/token`, grant_type=client_credentials, the client's id and secret as Basic
 * authentication). A refusal is the caller's input to fix: CheckInputError with the service's reason, never
 * the secret.
 */
export async function obtainToken(
  loginBaseUrl: string,
  credentials: CheckCredentials,
  fetchImpl: typeof fetch = fetch
): Promise<string> {
  if (credentials.kind === 'token') return credentials.token
  const url = `${loginBaseUrl}/oauth/token`
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')
  let answer: Response
  try {
    answer = await fetchImpl(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json'
      },
      body: 'grant_type=client_credentials',
      redirect: 'manual',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS)
    })
  } catch (error) {
    throw new CheckInputError(`Could not reach the login service at ${url}: ${reasonOf(error)}.`)
  }
  const body = (await answer.json().catch(() => ({}))) as {
    access_token?: unknown
    error?: unknown
    error_description?: unknown
  }
  if (answer.ok && typeof body.access_token === 'string') return body.access_token
  const reason = [body.error, body.error_description].filter(part => typeof part === 'string').join(': ')
  throw new CheckInputError(
    `The login service refused the OAuth client (${answer.status}${reason ? `, ${reason}` : ''}). ` +
      'Check the client id and secret, that the client has the Client Credentials grant, and the region.'
  )
}

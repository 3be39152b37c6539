import type { PlatformConfig } from '@/shared/config/platformConfig'
import { getHttpClient, isHttpError } from '@/shared/http/httpClient'

import { authMessages } from '../model/authMessages'
import { redirectUriFor } from '../oauth/redirectUri'
import { SignInError } from './signInError'

/** PKCE: trades the code (and this tab's verifier) for an access token at the platform's token endpoint. */
export async function exchangeCode(
  config: PlatformConfig,
  origin: string,
  code: string,
  codeVerifier: string
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    code_verifier: codeVerifier,
    client_id: config.clientId,
    redirect_uri: redirectUriFor(origin)
  })
  let token: unknown
  try {
    const response = await (
      await getHttpClient()
    ).post<{ access_token?: unknown }>(`${config.loginBaseUrl}/oauth/token`, body.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' }
    })
    token = response.data?.access_token
  } catch (error) {
    const data = isHttpError(error) ? (error.response?.data as { error?: unknown } | undefined) : undefined
    const detail = isHttpError(error)
      ? `${error.response?.status ?? 'no answer'} ${typeof data?.error === 'string' ? data.error : error.message}`
      : String(error)
    throw new SignInError(authMessages.codeExchangeFailed, detail)
  }
  if (typeof token !== 'string' || token === '') {
    throw new SignInError(authMessages.codeExchangeFailed, 'the answer held no access token')
  }
  return token
}

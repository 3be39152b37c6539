import { platformConfig, type PlatformConfig } from '@/shared/config/platformConfig'
import { regionHeaders } from '@/shared/config/regionHeader'
import { getHttpClient, isHttpError } from '@/shared/http/httpClient'

import { authMessages } from '../model/authMessages'
import type { ValidationResponse } from '../model/types'
import { SignInError } from './signInError'

function toSignInError(error: unknown): SignInError {
  if (!isHttpError(error)) return new SignInError(authMessages.validationFailed, String(error))
  const status = error.response?.status
  const data = error.response?.data as { message?: unknown; code?: unknown } | undefined
  const detail = `${status ?? 'no answer'} ${typeof data?.code === 'string' ? data.code : ''} ${
    typeof data?.message === 'string' ? data.message : error.message
  }`.trim()
  if (!error.response) return new SignInError(authMessages.authServiceUnreachable, detail)
  if (status === 502 || status === 503 || status === 504)
    return new SignInError(authMessages.platformUnavailable, detail)
  // the organisation lets only listed people in (docs/access-control.md): say so, not "could not be verified"
  if (status === 403 && data?.code === 'access.not_listed')
    return new SignInError(authMessages.notListed, detail)
  return new SignInError(authMessages.validationFailed, detail)
}

/**
 * GET {auth service}/Validate with the bare token in Authorization and the AppKey
 * (docs/product-rules.md#the-validation-answer).
 */
export async function validateToken(
  config: PlatformConfig,
  accessToken: string
): Promise<ValidationResponse> {
  let data: unknown
  try {
    const response = await (
      await getHttpClient()
    ).get<unknown>(`${config.authServiceUrl}/Validate`, {
      headers: { Authorization: accessToken, AppKey: config.appKey, ...regionHeaders(config, platformConfig) }
    })
    data = response.data
  } catch (error) {
    throw toSignInError(error)
  }
  if (!data || typeof data !== 'object')
    throw new SignInError(authMessages.validationFailed, 'answer is not JSON')
  return data as ValidationResponse
}

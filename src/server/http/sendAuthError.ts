import type { NextApiResponse } from 'next'
import { AuthError } from '@/server/auth'
import { serverLog } from '@/server/logging/serverLog'
import { sendError } from './sendError'

/**
 * Answers an authentication failure: AuthError's own status and code (plus Retry-After and
 * WWW-Authenticate where they apply); anything else is a 500 that reveals nothing.
 */
export function sendAuthError(res: NextApiResponse, error: unknown): void {
  if (!(error instanceof AuthError)) {
    serverLog.error('Unexpected failure while checking a sign-in: {ErrorMessage}', {
      ErrorMessage: error instanceof Error ? error.message : String(error)
    })
    sendError(res, 500, 'internal.error', 'Something went wrong while checking the sign-in.')
    return
  }
  // A refused token is the caller's business; a platform we cannot use is ours, so operators hear of it.
  if (error.status >= 500) {
    serverLog.warning('Sign-in check failed: {ErrorCode} {Reason}', {
      ErrorCode: error.code,
      Reason: error.message
    })
  }
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds))
  if (error.code === 'token.missing' || error.code === 'token.invalid')
    res.setHeader('WWW-Authenticate', 'Bearer')
  sendError(res, error.status, error.code, error.message)
}

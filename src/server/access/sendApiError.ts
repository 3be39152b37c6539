import type { NextApiResponse } from 'next'
import { AuthError } from '@/server/auth'
import { sendAuthError } from '@/server/http/sendAuthError'
import { sendError } from '@/server/http/sendError'
import { serverLog } from '@/server/logging/serverLog'
import { ApiError } from './ApiError'

/** Answers any failure of an /apps call as JSON `{message, code}`; a bug is a 500 that reveals nothing. */
export function sendApiError(res: NextApiResponse, error: unknown): void {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
    sendError(res, error.status, error.code, error.message)
    return
  }
  if (error instanceof AuthError) {
    sendAuthError(res, error)
    return
  }
  serverLog.error('Unexpected failure in an /apps call: {ErrorMessage}', {
    ErrorMessage: error instanceof Error ? error.message : String(error)
  })
  sendError(res, 500, 'internal.error', 'Something went wrong on the server. Try again in a moment.')
}

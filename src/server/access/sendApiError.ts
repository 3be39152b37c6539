import type { NextApiResponse } from 'next'
import { AuthError } from '@/server/auth'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendAuthError } from '@/server/http/sendAuthError'
import { sendError } from '@/server/http/sendError'
import { serverLog } from '@/server/logging/serverLog'
import { ApiError } from './ApiError'

/**
 * Answers any failure of an API call as JSON `{message, code}` (plus the error's details); a bug is a 500
 * that reveals nothing.
 */
export function sendApiError(res: NextApiResponse, error: unknown): void {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
    const body: ApiErrorBody & Record<string, unknown> = {
      ...error.details,
      message: error.message,
      code: error.code
    }
    res.status(error.status).json(body)
    return
  }
  if (error instanceof AuthError) {
    sendAuthError(res, error)
    return
  }
  serverLog.error('Unexpected failure in an API call: {ErrorMessage}', {
    ErrorMessage: error instanceof Error ? error.message : String(error)
  })
  sendError(res, 500, 'internal.error', 'Something went wrong on the server. Try again in a moment.')
}

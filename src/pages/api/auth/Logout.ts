import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import { requestRegion } from '@/server/access/requestRegion'
import { sendApiError } from '@/server/access/sendApiError'

import { extractToken, signOutToken } from '@/server/auth'
import { allowMethods } from '@/server/http/allowMethods'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendError } from '@/server/http/sendError'
import { serverLog } from '@/server/logging/serverLog'
import { inPlatformRegion, PlatformError } from '@/server/platform'

// No body is read: Next's parser stays off, so a body (malformed or not) is never answered in plain text.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * POST /api/auth/Logout — the browser's sign-out (docs/auth-service.md). Header: Authorization (the token,
 * bare or Bearer). The app stops accepting the token at once (its validation cache forgets it) and Genesys
 * Cloud revokes it. 204 when done (also for a token the platform no longer knows); 401 without a token; 502
 * or 504 when the platform could not be asked (the app has forgotten the token all the same).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ApiErrorBody>) {
  res.setHeader('Cache-Control', 'no-store')
  if (!allowMethods(req, res, ['POST'])) return
  const token = extractToken(req.headers.authorization)
  if (!token) {
    res.setHeader('WWW-Authenticate', 'Bearer')
    sendError(res, 401, 'token.missing', 'Send the access token to sign out in the Authorization header.')
    return
  }
  let region: string | undefined
  try {
    region = requestRegion(req.headers)
  } catch (error) {
    sendApiError(res, error)
    return
  }
  try {
    await inPlatformRegion(region, () => signOutToken(token))
    res.status(204).end()
  } catch (error) {
    const timeout = error instanceof PlatformError && error.kind === 'timeout'
    serverLog.warning('Sign-out could not revoke the token at Genesys Cloud: {Reason}', {
      Reason: error instanceof Error ? error.message : String(error)
    })
    sendError(
      res,
      timeout ? 504 : 502,
      timeout ? 'platform.timeout' : 'platform.unavailable',
      'Signed out here; Genesys Cloud could not be asked to revoke the token.'
    )
  }
}

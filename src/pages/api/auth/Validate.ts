import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import { z } from 'zod'
import { validateRequest, type SignedInUser } from '@/server/auth'
import { allowMethods } from '@/server/http/allowMethods'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendAuthError } from '@/server/http/sendAuthError'
import { requestRegion } from '@/server/access/requestRegion'
import { sendApiError } from '@/server/access/sendApiError'
import { inPlatformRegion } from '@/server/platform'

// Node lower-cases header names; a repeated header arrives as its first value here.
const firstValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform(v => (Array.isArray(v) ? v[0] : v))
const headersSchema = z.object({ appkey: firstValue, authorization: firstValue })

// No body is read: Next's parser stays off, so a body (malformed or not) is never answered in plain text.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/auth/Validate — the auth service (docs/auth-service.md). Headers: AppKey and Authorization
 * (the platform access token, bare or Bearer). Answers who the token belongs to and their role
 * (recorded as a sign-in in the organisation's users list: docs/access-control.md).
 */
export default async function handler(
  req: NextApiRequest,
  res: NextApiResponse<SignedInUser | ApiErrorBody>
) {
  // Answers name a person and depend on the token: no cache (browser or proxy) may keep them.
  res.setHeader('Cache-Control', 'no-store')
  if (!allowMethods(req, res, ['GET'])) return

  const headers = headersSchema.parse(req.headers)
  // checked with the platform of the region the sign-in happened in (a Client App's; 400 if not served)
  let region: string | undefined
  try {
    region = requestRegion(req.headers)
  } catch (error) {
    sendApiError(res, error)
    return
  }
  try {
    const user = await inPlatformRegion(region, () =>
      validateRequest({ appKey: headers.appkey, authorization: headers.authorization })
    )
    res.status(200).json(user)
  } catch (error) {
    sendAuthError(res, error)
  }
}

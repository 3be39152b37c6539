import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import { readJsonBody } from '@/server/access'
import { sendApiError } from '@/server/access/sendApiError'
import { allowMethods } from '@/server/http/allowMethods'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendError } from '@/server/http/sendError'
import { admitLogRequest } from '@/server/logging/admitLogRequest'
import { describeIssues, logBatchSchema } from '@/server/logging/logBatchSchema'
import { relayLogBatch } from '@/server/logging/relayLogBatch'
import { LOG_LIMITS } from '@/shared/logging/logLimits'
import { requestRegion } from '@/server/access/requestRegion'
import { inPlatformRegion } from '@/server/platform'

// The body is read by the route, after the limits (a refused request costs no parsing), and every refusal is
// JSON: Next's own parser would answer malformed or oversized bodies in plain text before the route runs.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * POST /api/logs — the browser logger's relay to Seq (docs/logging.md). Body `{Events: [...]}` in Seq's raw
 * shape; optional Authorization (the signed-in person's access token). Answers 202 once the events are
 * queued (relaying happens in the background), 429 with Retry-After over the limits.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ApiErrorBody>) {
  res.setHeader('Cache-Control', 'no-store')
  if (!allowMethods(req, res, ['POST'])) return

  // Browsers mark cross-site requests; only this app's own pages may write to its logs.
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    sendError(res, 403, 'logs.cross_site', 'Only pages of this application may send log events.')
    return
  }
  try {
    const sender = await inPlatformRegion(requestRegion(req.headers), () => admitLogRequest(req))
    const parsed = logBatchSchema.safeParse(await readJsonBody(req, LOG_LIMITS.maxBodyBytes))
    if (!parsed.success) {
      sendError(res, 400, 'logs.invalid_batch', `The log batch is not valid: ${describeIssues(parsed.error)}`)
      return
    }
    relayLogBatch(parsed.data.Events, sender)
    res.status(202).end()
  } catch (error) {
    sendApiError(res, error)
  }
}

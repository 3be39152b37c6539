import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import { allowMethods } from '@/server/http/allowMethods'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendError } from '@/server/http/sendError'
import { describeIssues, logBatchSchema } from '@/server/logging/logBatchSchema'
import { relayLogBatch } from '@/server/logging/relayLogBatch'

// Next answers 413 itself to a larger body, before the handler runs. Next reads this export statically, so
// it must be a literal: keep it equal to LOG_LIMITS.maxBodySize (tests/integration/logs checks).
export const config: PageConfig = { api: { bodyParser: { sizeLimit: '64kb' } } }

/**
 * POST /api/logs — the browser logger's relay to Seq (docs/logging.md). Body `{Events: [...]}` in Seq's raw
 * shape; answers 202 once the events are queued (relaying happens in the background).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse<ApiErrorBody>) {
  res.setHeader('Cache-Control', 'no-store')
  if (!allowMethods(req, res, ['POST'])) return

  // Browsers mark cross-site requests; only this app's own pages may write to its logs.
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    sendError(res, 403, 'logs.cross_site', 'Only pages of this application may send log events.')
    return
  }
  const parsed = logBatchSchema.safeParse(req.body)
  if (!parsed.success) {
    sendError(res, 400, 'logs.invalid_batch', `The log batch is not valid: ${describeIssues(parsed.error)}`)
    return
  }
  relayLogBatch(parsed.data.Events)
  res.status(202).end()
}

import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import { checkHealth, type Health } from '@/server/health'
import { allowMethods } from '@/server/http/allowMethods'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'

// Nothing is read from the request.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * GET /api/health — for load balancers and monitors, without authentication (docs/deployment.md):
 * `{ status, process: 'up', database, platform }`, each part 'ok' or 'failing'; 200 when all are ok, 503
 * otherwise (the balancer then sends this instance nothing). No secret, setting or error text is in it.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<Health | ApiErrorBody>) {
  res.setHeader('Cache-Control', 'no-store')
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return
  const health = await checkHealth()
  res.status(health.status === 'ok' ? 200 : 503).json(health)
}

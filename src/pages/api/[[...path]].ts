import type { NextApiRequest, NextApiResponse, PageConfig } from 'next'
import type { ApiErrorBody } from '@/server/http/ApiErrorBody'
import { sendError } from '@/server/http/sendError'

// Nothing is read from a request nobody answers.
export const config: PageConfig = { api: { bodyParser: false } }

/**
 * Every /api/* path no route claims, and every /apps/* path (rewritten to /api/apps/*) no route claims: a
 * JSON 404 like the rest of the API, instead of Next's HTML page (an API client should never have to parse
 * HTML to learn that a path does not exist). Next prefers every more specific route to this one.
 */
export default function handler(_req: NextApiRequest, res: NextApiResponse<ApiErrorBody>) {
  res.setHeader('Cache-Control', 'no-store')
  sendError(res, 404, 'route.not_found', 'There is no API endpoint at this path.')
}

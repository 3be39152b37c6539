import type { NextApiRequest, NextApiResponse } from 'next'
import { sendError } from './sendError'

/** Answers 405 with an Allow header unless the request uses one of `methods`; returns whether it may go on. */
export function allowMethods(req: NextApiRequest, res: NextApiResponse, methods: readonly string[]): boolean {
  if (req.method && methods.includes(req.method)) return true
  res.setHeader('Allow', methods.join(', '))
  sendError(res, 405, 'method.not_allowed', `Use ${methods.join(' or ')} on this endpoint.`)
  return false
}

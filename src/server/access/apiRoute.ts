import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'
import { allowMethods } from '@/server/http/allowMethods'
import { authorizeCaller, type RequiredPermission } from './authorizeCaller'
import type { Caller } from './Caller'
import { sendApiError } from './sendApiError'

export interface ApiRouteOptions {
  method: 'GET' | 'POST' | 'DELETE'
  /** what the caller's role must allow (docs/access-control.md lists each endpoint's) */
  requires: RequiredPermission
}

export type ApiRouteHandler = (context: {
  req: NextApiRequest
  res: NextApiResponse
  caller: Caller
}) => Promise<void>

/**
 * An /apps endpoint: no caching, one method (405 with Allow otherwise), then the caller authenticated (401)
 * and authorized for `requires` (403), and only then the handler, whose ApiErrors become JSON answers.
 * The order matters: nobody learns anything about the input's validity without a valid token and role.
 */
export function apiRoute(options: ApiRouteOptions, handle: ApiRouteHandler): NextApiHandler {
  return async (req, res) => {
    // Answers hold an organisation's people: no browser or proxy cache may keep them.
    res.setHeader('Cache-Control', 'no-store')
    if (!allowMethods(req, res, [options.method])) return
    try {
      const caller = await authorizeCaller(req, options.requires)
      await handle({ req, res, caller })
    } catch (error) {
      sendApiError(res, error)
    }
  }
}

import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'
import { allowMethods } from '@/server/http/allowMethods'
import { inPlatformRegion } from '@/server/platform'
import { authorizeCaller, type RequiredPermission } from './authorizeCaller'
import type { Caller } from './Caller'
import { requestRegion } from './requestRegion'
import { sendApiError } from './sendApiError'

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type ApiRouteHandler = (context: {
  req: NextApiRequest
  res: NextApiResponse
  caller: Caller
}) => Promise<void>

export interface ApiMethodRoute {
  /** what the caller's role must allow (docs/access-control.md, docs/campaigns.md list each endpoint's) */
  requires: RequiredPermission
  handle: ApiRouteHandler
}

export interface ApiRouteOptions {
  method: ApiMethod
  requires: RequiredPermission
}

/**
 * An API endpoint that answers one or more methods, each with its own role requirement: no caching, a
 * known method (405 with Allow otherwise), then the caller authenticated (401) and authorized for that
 * method's `requires` (403), and only then its handler, whose ApiErrors become JSON answers. The order
 * matters: nobody learns anything about the input's validity without a valid token and role.
 */
export function apiEndpoint(routes: Partial<Record<ApiMethod, ApiMethodRoute>>): NextApiHandler {
  const methods = Object.keys(routes) as ApiMethod[]
  return async (req, res) => {
    // Answers hold an organisation's people and campaigns: no browser or proxy cache may keep them.
    res.setHeader('Cache-Control', 'no-store')
    if (!allowMethods(req, res, methods)) return
    const route = routes[req.method as ApiMethod]
    if (!route) return
    try {
      // every platform call of the request goes to the caller's region (a Client App's; 400 if not served)
      await inPlatformRegion(requestRegion(req.headers), async () => {
        const caller = await authorizeCaller(req, route.requires)
        await route.handle({ req, res, caller })
      })
    } catch (error) {
      sendApiError(res, error)
    }
  }
}

/** An endpoint with one method (the /apps endpoints): apiEndpoint with a single entry. */
export const apiRoute = ({ method, requires }: ApiRouteOptions, handle: ApiRouteHandler): NextApiHandler =>
  apiEndpoint({ [method]: { requires, handle } })

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiHandler, PageConfig } from 'next'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring'
import { installJsonClientErrors } from '../../scripts/clientErrorAnswer'

export interface ApiRouteModule {
  default: NextApiHandler
  config?: PageConfig
}

export interface ServedApiRoute {
  /** e.g. http://127.0.0.1:54321 */
  url: string
  /** the HTTP server itself (e.g. to shut it down gracefully, scripts/gracefulShutdown.js) */
  server: Server
  close(): Promise<void>
}

/**
 * Next's query object, built by Next's own function (a repeated parameter becomes an array), so a route sees
 * exactly what `next start` gives it — including what `?__proto__=x` does to a plain object.
 */
const queryOf = (url: URL) => searchParamsToUrlQuery(url.searchParams)

/** The route for a path, with its dynamic segments (`[id]`), which Next hands to the route in its query. */
type Resolve = (
  url: URL
) => { route: ApiRouteModule; page: string; params?: Record<string, string> } | undefined

/**
 * Serves pages-router API routes over real HTTP through Next's own resolver (the one `next start` uses for
 * pages/api, as next-test-api-route-handler does), so query parsing, body parsing and the routes' bodyParser
 * limits are Next's. Port 0: a free port. Paths no route claims answer 404.
 */
async function serve(resolve: Resolve): Promise<ServedApiRoute> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const target = resolve(url)
    if (!target) {
      res.statusCode = 404
      res.end()
      return
    }
    void apiResolver(
      req,
      res,
      { ...queryOf(url), ...target.params },
      target.route,
      { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test', dev: false },
      false,
      false,
      target.page
    )
  })
  // as `next start` serves the app (scripts/jsonClientErrors.js): unparsable requests are answered as JSON
  installJsonClientErrors(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close(error => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}

/** One route, on every path of its port. */
export function serveNextApiRoute(route: ApiRouteModule, page = '/api/route'): Promise<ServedApiRoute> {
  return serve(() => ({ route, page }))
}

/**
 * Several routes on one port, keyed by their public path (`/apps/users/list`), each run as the page it has
 * in the build (`/api/apps/users/list`, what the /apps rewrite leads to).
 */
export function serveApiRoutes(routes: Record<string, ApiRouteModule>): Promise<ServedApiRoute> {
  return serve(url => {
    const route = routes[url.pathname]
    if (!route) return undefined
    return { route, page: url.pathname.startsWith('/apps/') ? `/api${url.pathname}` : url.pathname }
  })
}

/** A route of the build with dynamic segments: `pattern`'s named groups are its params (`(?<id>[^/]+)`). */
export interface RoutePattern {
  pattern: RegExp
  route: ApiRouteModule
  /** the page as the build names it, e.g. `/api/campaigns/[id]` */
  page: string
}

/** Routes matched by pattern, the first that matches a path wins (dynamic routes such as `[id]`). */
export function serveRoutePatterns(routes: readonly RoutePattern[]): Promise<ServedApiRoute> {
  return serve(url => {
    for (const { pattern, route, page } of routes) {
      const match = pattern.exec(url.pathname)
      if (!match) continue
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)])
      )
      return { route, page, params }
    }
    return undefined
  })
}

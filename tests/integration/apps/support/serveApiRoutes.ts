import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'
import type { ApiRouteModule, ServedApiRoute } from '../../../support/serveNextApiRoute'

/** Next's query object: a repeated parameter becomes an array, as `next start` gives it to a route. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of url.searchParams) {
    const seen = query[name]
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return query
}

/**
 * Serves several pages-router API routes on one port, each through Next's own resolver (body parsing and
 * the route's config are Next's), keyed by the public path (`/apps/users/list`) with the page it has in
 * the build (`/api/apps/users/list`). Unknown paths answer 404.
 */
export async function serveApiRoutes(routes: Record<string, ApiRouteModule>): Promise<ServedApiRoute> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const route = routes[url.pathname]
    if (!route) {
      res.statusCode = 404
      res.end()
      return
    }
    const page = url.pathname.startsWith('/apps/') ? `/api${url.pathname}` : url.pathname
    void apiResolver(
      req,
      res,
      queryOf(url),
      route,
      { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test', dev: false },
      false,
      false,
      page
    )
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close(error => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}

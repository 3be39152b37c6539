import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { NextApiHandler, PageConfig } from 'next'
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver'

export interface ApiRouteModule {
  default: NextApiHandler
  config?: PageConfig
}

export interface ServedApiRoute {
  /** e.g. http://127.0.0.1:54321 — every path on it reaches the route */
  url: string
  close(): Promise<void>
}

/**
 * Serves one pages-router API route over real HTTP through Next's own resolver (the one `next start` uses
 * for pages/api, as next-test-api-route-handler does), so query parsing, body parsing and the route's
 * bodyParser limits are Next's. Port 0: a free port.
 */
export async function serveNextApiRoute(route: ApiRouteModule, page = '/api/route'): Promise<ServedApiRoute> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams)
    void apiResolver(
      req,
      res,
      query,
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

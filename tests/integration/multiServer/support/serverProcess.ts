// One server instance of the multi-server test (tests/integration/multiServer), run as a child process with
// tsx: every API route the test needs, served over HTTP by Next's own API resolver on a free port, against the
// database and the emulator its environment names (DATABASE_URL, NEXT_PUBLIC_GENESYS_EMULATOR_URL). It prints
// `READY <url>` once it listens, and shuts down as `npm run start:prod` does on SIGTERM (finishes the requests
// in flight, closes the pool and the listening connection, exits 0).
import * as catchAllRoute from '@/pages/api/[[...path]]'
import * as healthRoute from '@/pages/api/health'
import * as addUserRoute from '@/pages/api/apps/users/add-user'
import * as listRoute from '@/pages/api/apps/users/list'
import * as logoutRoute from '@/pages/api/auth/Logout'
import * as validateRoute from '@/pages/api/auth/Validate'
import * as idRoute from '@/pages/api/campaigns/[id]'
import * as actionsRoute from '@/pages/api/campaigns/actions'
import * as campaignsRoute from '@/pages/api/campaigns/index'
import { closeAppResources, shutDownOnSignals } from '../../../../scripts/gracefulShutdown'
import { serveRoutePatterns } from '../../../support/serveNextApiRoute'

async function main() {
  const served = await serveRoutePatterns([
    { pattern: /^\/api\/health$/, route: healthRoute, page: '/api/health' },
    { pattern: /^\/api\/auth\/Validate$/, route: validateRoute, page: '/api/auth/Validate' },
    { pattern: /^\/api\/auth\/Logout$/, route: logoutRoute, page: '/api/auth/Logout' },
    { pattern: /^\/apps\/users\/list$/, route: listRoute, page: '/api/apps/users/list' },
    { pattern: /^\/apps\/users\/add-user$/, route: addUserRoute, page: '/api/apps/users/add-user' },
    { pattern: /^\/api\/campaigns$/, route: campaignsRoute, page: '/api/campaigns' },
    { pattern: /^\/api\/campaigns\/actions$/, route: actionsRoute, page: '/api/campaigns/actions' },
    { pattern: /^\/api\/campaigns\/(?<id>[^/]+)$/, route: idRoute, page: '/api/campaigns/[id]' },
    { pattern: /^\/(?:api|apps)(?:\/.*)?$/, route: catchAllRoute, page: '/api/[[...path]]' }
  ])
  shutDownOnSignals(served.server, { timeoutMs: 5_000, closers: [closeAppResources] })
  process.stdout.write(`READY ${served.url}\n`)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})

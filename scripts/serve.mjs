// `npm run start:prod`: serves an app already built (`npm run build`) — no build, no emulator — the way to run
// one of several instances behind a load balancer (docs/deployment.md). It is `next start` with the static
// files precompressed with brotli (scripts/precompressedAssets.js) and a graceful
// shutdown: on SIGTERM or SIGINT the server stops accepting connections, finishes the requests in flight
// (SHUTDOWN_TIMEOUT_MS at most, default 10 s), closes the PostgreSQL pool and the listening connection, and
// exits 0 (`next start` exits 143 without closing either).
import http from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import clientErrorAnswer from './clientErrorAnswer.js'
import gracefulShutdown from './gracefulShutdown.js'
import precompressedAssets from './precompressedAssets.js'

nextEnv.loadEnvConfig(process.cwd(), false)

const port = Number(process.env.PORT || 3000)
// Unset: every address, IPv6 and IPv4, as `next start`. (Docker sets HOSTNAME to the container's name: set it
// to 0.0.0.0 there, as for Next's own standalone server.)
const hostname = process.env.HOSTNAME || undefined
const positive = value => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined)

const app = next({ dev: false, dir: process.cwd(), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
// The build's static files as brotli made them once (`npm run build` makes them), the rest as Next answers.
const precompressed = precompressedAssets.createPrecompressedAssets(process.env.NEXT_DIST_DIR || '.next')

// Requests Node cannot parse (oversized headers: 431) are answered as JSON like the rest of the API.
const server = clientErrorAnswer.installJsonClientErrors(
  http.createServer((req, res) => precompressed.handle(req, res) || handle(req, res))
)
// Behind a load balancer, keep idle connections open longer than it does (e.g. 65 s for a 60 s idle timeout),
// or it may send a request on a connection this server is closing.
const keepAliveTimeout = positive(process.env.KEEP_ALIVE_TIMEOUT_MS)
if (keepAliveTimeout) {
  server.keepAliveTimeout = keepAliveTimeout
  server.headersTimeout = keepAliveTimeout + 1000
}

gracefulShutdown.shutDownOnSignals(server, {
  timeoutMs: positive(process.env.SHUTDOWN_TIMEOUT_MS) ?? 10_000,
  closers: [() => app.close(), gracefulShutdown.closeAppResources]
})

server.listen(port, hostname, () => {
  console.log(
    `Campaign Manager (built app) on http://${hostname ?? 'localhost'}:${port}, process ${process.pid}`
  )
})

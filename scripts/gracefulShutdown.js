// Graceful shutdown of the app's HTTP server (scripts/serve.mjs, `npm run start:prod`; the multi-server
// integration test's processes): on SIGTERM or SIGINT it stops accepting connections, lets the requests in
// flight finish (up to a deadline), then closes what the app holds open — the PostgreSQL pool and the
// listening connection of the cross-process messages — and exits 0. A load balancer that sends SIGTERM before
// replacing an instance loses no request and leaves no connection behind on the database.

// Where the app leaves the function that closes its database and listening connection (src/server/db/
// getDatabase.ts, processSingleton 'closeOnShutdown'): the app's modules are Next's bundles, not importable
// from here, so they meet on the process's global. Unset while no request has opened the database.
const CLOSE_APP_RESOURCES = Symbol.for('campaign-manager.closeOnShutdown')

/** Closes the app's database pool and listening connection, if a request opened them. */
async function closeAppResources() {
  const close = globalThis[CLOSE_APP_RESOURCES]
  if (typeof close === 'function') await close()
}

/**
 * Stops `server` gracefully: no new connection; requests in flight finish (connections left idle in between
 * are closed as they become idle), and whatever is still open after `timeoutMs` is cut; then `closers` run
 * in order (a failure is logged, the others still run). Resolves once all is closed.
 */
async function shutDown(server, { timeoutMs = 10_000, closers = [], log = console } = {}) {
  await new Promise(resolve => {
    server.close(() => resolve())
    // keep-alive connections between two requests would hold the server open until their timeout
    server.closeIdleConnections()
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => {
      log.warn(`Requests still running after ${timeoutMs} ms: their connections are closed.`)
      server.closeAllConnections()
    }, timeoutMs)
    server.once('close', () => {
      clearInterval(idle)
      clearTimeout(deadline)
    })
  })
  for (const close of closers) {
    try {
      await close()
    } catch (error) {
      log.error(`Shutdown: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/**
 * On SIGTERM or SIGINT (once; a second signal while shutting down exits at once, 1), shuts `server` down
 * gracefully (shutDown) and exits 0.
 */
function shutDownOnSignals(server, options = {}) {
  const log = options.log ?? console
  let stopping = false
  const onSignal = signal => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting.`)
      process.exit(1)
    }
    stopping = true
    log.log(`${signal}: finishing the requests in flight, then closing the database.`)
    shutDown(server, options).then(
      () => process.exit(0),
      error => {
        log.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      }
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

module.exports = { closeAppResources, shutDown, shutDownOnSignals }

// Preloaded into `next start` and `next dev` (NODE_OPTIONS=--require …, see scripts/start.mjs and
// scripts/serve-test-app.mjs): every HTTP server the process creates answers requests Node cannot parse —
// an oversized header block or address (431), malformed HTTP (400) — as JSON like the rest of the API,
// instead of Node's empty-bodied answer. `next start` creates its server itself and offers no hook for this.
const http = require('node:http')
const { installJsonClientErrors } = require('./clientErrorAnswer.js')

const createServer = http.createServer
http.createServer = function createServerAnsweringJson(...args) {
  return installJsonClientErrors(createServer.apply(this, args))
}

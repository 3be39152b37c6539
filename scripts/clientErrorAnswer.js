// What the app's server answers to a request Node cannot parse, before any route sees it: a header block or
// an address over Node's limit (431), a malformed request (400), a request that took too long to arrive
// (408). Node answers these itself with an empty body; the API answers every error as JSON {message, code}
// (docs/logging.md, docs/access-control.md), so these are JSON too. Plain CommonJS: it is preloaded into
// `next start` (scripts/jsonClientErrors.js), before anything is compiled.
const { STATUS_CODES } = require('node:http')

const ANSWERS = {
  431: {
    code: 'request.headers_too_large',
    message: 'The request’s headers or address are larger than the server accepts.'
  },
  408: { code: 'request.timeout', message: 'The request did not arrive in time.' },
  400: { code: 'request.malformed', message: 'The request is not valid HTTP.' }
}

function statusFor(error) {
  if (error && error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error && error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/** A 'clientError' listener (Node's own pattern: the socket is written directly, then closed). */
function answerClientError(error, socket) {
  // a connection that is gone, or an answer already started, cannot be answered again
  const started = socket._httpMessage && socket._httpMessage.headersSent
  if ((error && error.code === 'ECONNRESET') || !socket.writable || started) {
    socket.destroy(error)
    return
  }
  const status = statusFor(error)
  const body = JSON.stringify(ANSWERS[status])
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body
  )
}

/** Makes `server` answer unparsable requests as JSON; answers the server. */
function installJsonClientErrors(server) {
  server.on('clientError', answerClientError)
  return server
}

module.exports = { answerClientError, installJsonClientErrors }
